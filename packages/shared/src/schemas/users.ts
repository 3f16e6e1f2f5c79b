import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';
import { ZPaginated } from './common.js';

export const USER_PICKER_SEARCH_MAX_LENGTH = 200;

/** GET /users/clients/ and /users/editors/: paging and a search over name and e-mail. */
export const ZUserPickerQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(USER_PICKER_SEARCH_MAX_LENGTH, { error: 'too_long' }).optional(),
});
export type TUserPickerQuery = z.infer<typeof ZUserPickerQuery>;

/** One person a form may pick: a client (with the contact details to prefill) or an assignee. */
export const ZUserOption = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});
export type TUserOption = z.infer<typeof ZUserOption>;

export const ZUserOptionPage = ZPaginated(ZUserOption);
export type TUserOptionPage = z.infer<typeof ZUserOptionPage>;
