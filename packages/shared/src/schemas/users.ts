import { z } from 'zod';
import { LANGUAGES, ROLES } from '../enums.js';
import { queryBoolean, singleLineText, ZId, ZPage, ZPageSize } from '../input.js';
import { NAME_MAX_LENGTH } from '../limits.js';
import { phoneNumber } from '../phone.js';
import { ZEmail, ZPassword, ZUser } from './auth.js';
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

/**
 * A user as User Management shows them: the user object, the last sign-in, whether an
 * invitation still waits to be accepted, and whether they take new work (staff).
 */
export const ZManagedUser = ZUser.extend({
  last_login: z.string().nullable(),
  invitation_pending: z.boolean(),
  is_available: z.boolean(),
  /** Whether the user signs in with a second factor (what an admin's reset would turn off). */
  two_factor_enabled: z.boolean(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

export const ZManagedUserPage = ZPaginated(ZManagedUser);
export type TManagedUserPage = z.infer<typeof ZManagedUserPage>;

const ZName = singleLineText(NAME_MAX_LENGTH);

/** POST /users/ (admin): without a password, an invitation to choose one is mailed. */
export const ZUserCreate = z
  .object({
    email: ZEmail,
    first_name: ZName.min(1, { error: 'required' }),
    last_name: ZName.min(1, { error: 'required' }),
    role: z.enum(ROLES),
    phone_number: phoneNumber().optional(),
    company_name: ZName.optional(),
    language_preference: z.enum(LANGUAGES).optional(),
    password: ZPassword.optional(),
  })
  .strict();
export type TUserCreate = z.infer<typeof ZUserCreate>;

/**
 * PATCH /users/{id}/ (admin). Deactivating an editor who holds open applications needs
 * `reassign_to`: another active editor or admin, or null for the unassigned queue.
 */
export const ZUserPatch = z
  .object({
    first_name: ZName.min(1, { error: 'required' }).optional(),
    last_name: ZName.min(1, { error: 'required' }).optional(),
    phone_number: phoneNumber().optional(),
    company_name: ZName.optional(),
    language_preference: z.enum(LANGUAGES).optional(),
    role: z.enum(ROLES).optional(),
    is_active: z.boolean().optional(),
    is_available: z.boolean().optional(),
    reassign_to: ZId.nullable().optional(),
  })
  .strict();
export type TUserPatch = z.infer<typeof ZUserPatch>;

export const BULK_USERS_MAX = 500;

/** POST /users/bulk_update/ (admin): every user or none; `reassign_to` as in PATCH. */
export const ZUserBulkUpdate = z
  .object({
    user_ids: z.array(ZId).min(1, { error: 'required' }).max(BULK_USERS_MAX),
    is_active: z.boolean(),
    reassign_to: ZId.nullable().optional(),
  })
  .strict();
export type TUserBulkUpdate = z.infer<typeof ZUserBulkUpdate>;

export const ZUserBulkUpdateResponse = z.object({
  detail: z.string(),
  /** Users whose state changed (already in the asked state: left as they were). */
  updated: z.number().int(),
  /** Open applications handed over (to `reassign_to` or the queue). */
  reassigned: z.number().int(),
});
export type TUserBulkUpdateResponse = z.infer<typeof ZUserBulkUpdateResponse>;
