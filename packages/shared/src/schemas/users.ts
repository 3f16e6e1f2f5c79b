import { z } from 'zod';
import { singleLineText, ZPage, ZPageSize } from '../input.js';
import { ZPaginated } from './common.js';

export const USER_PICKER_SEARCH_MAX_LENGTH = 200;

/** GET /users/clients/ and /users/editors/: paging and a search over name and e-mail. */
export const ZUserPickerQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  search: singleLineText(USER_PICKER_SEARCH_MAX_LENGTH).optional(),
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
