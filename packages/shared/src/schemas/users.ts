import { z } from 'zod';
import { ROLES } from '../enums.js';
import { queryBoolean, singleLineText, ZPage, ZPageSize } from '../input.js';
import { ZUser } from './auth.js';
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

/** The orders of GET /users/, each also descending with a leading `-`. */
export const USER_ORDERINGS = ['full_name', 'email', 'role', 'date_joined', 'last_login'] as const;
export type UserOrderingField = (typeof USER_ORDERINGS)[number];
const USER_ORDERING_VALUES = USER_ORDERINGS.flatMap((f) => [f, `-${f}`] as const);

/** GET /users/ (admin): paging, ordering, an Arabic-normalised search and the filters. */
export const ZUserListQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  ordering: z.enum(USER_ORDERING_VALUES).default('full_name'),
  search: singleLineText(USER_PICKER_SEARCH_MAX_LENGTH).optional(),
  role: z.enum(ROLES).optional(),
  is_active: queryBoolean().optional(),
  email_verified: queryBoolean().optional(),
  never_signed_in: queryBoolean().optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** A user as User Management shows them: the user object and the last sign-in. */
export const ZManagedUser = ZUser.extend({
  last_login: z.string().nullable(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

export const ZManagedUserPage = ZPaginated(ZManagedUser);
export type TManagedUserPage = z.infer<typeof ZManagedUserPage>;
