import { z } from 'zod';
import { LANGUAGES, ROLES } from '../enums.js';
import { CALENDARS, DIGIT_SETS } from '../date-style.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.js';
import { emailAddress, passwordText, singleLineText } from '../input.js';
import { phoneNumber } from '../phone.js';

/**
 * Messages below are keys, translated by the API (Accept-Language) and by the web app.
 * Issues without a key are described from their zod code.
 */
export const ZEmail = emailAddress(EMAIL_MAX_LENGTH);
export const ZPassword = passwordText(
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  'password_too_short',
);
/** A password that is only compared (sign-in, current password, confirmation). */
const ZTypedPassword = passwordText(0, PASSWORD_MAX_LENGTH);
const ZName = singleLineText(NAME_MAX_LENGTH);
const ZToken = singleLineText(512).min(1, { error: 'required' });

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  company_name: z.string(),
  language_preference: z.enum(LANGUAGES),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  date_joined: z.string(),
  /** The calendar dates are shown in; null: the organisation's default (DEFAULT_CALENDAR). */
  calendar: z.enum(CALENDARS).nullable(),
  /** Digits in Arabic text; null: the organisation's default (DEFAULT_DIGITS). */
  digits: z.enum(DIGIT_SETS).nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * GET/PATCH /profile/: the user object, for staff whether they take new work, and whether
 * two-factor sign-in is on.
 */
export const ZProfile = ZUser.extend({
  is_available: z.boolean(),
  /** Whether the user signs in with a second factor (TOTP). */
  two_factor_enabled: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZLoginRequest = z.object({
  email: singleLineText(EMAIL_MAX_LENGTH).min(1, { error: 'required' }),
  password: ZTypedPassword.min(1, { error: 'required' }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ access: z.string(), refresh: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLogoutRequest = z.object({ refresh: singleLineText(4096).optional() });

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirm_password: ZTypedPassword,
    first_name: ZName.min(1, { error: 'required' }),
    last_name: ZName.min(1, { error: 'required' }),
    phone_number: phoneNumber().optional(),
    company_name: singleLineText(NAME_MAX_LENGTH).optional(),
    language_preference: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords_mismatch',
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ detail: z.string(), user: ZUser });

export const ZTokenRequest = z.object({ token: ZToken });
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const ZResetPasswordConfirmRequest = z
  .object({
    token: ZToken,
    new_password: ZPassword,
    confirm_password: ZTypedPassword,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords_mismatch',
  });
export type TResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequest>;

export const ZChangePasswordRequest = z.object({
  old_password: ZTypedPassword.min(1, { error: 'required' }),
  new_password: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZRefreshRequest = z.object({
  refresh: singleLineText(4096).min(1, { error: 'required' }),
});
export const ZRefreshResponse = z.object({ access: z.string() });
/** The caller's other sessions end; it goes on with these new tokens. */
export const ZChangePasswordResponse = z.object({
  detail: z.string(),
  access: z.string(),
  refresh: z.string(),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** Profile fields a user may change; e-mail and role are not among them. */
export const ZProfilePatch = z
  .object({
    full_name: ZName.optional(),
    first_name: ZName.optional(),
    last_name: ZName.optional(),
    phone_number: phoneNumber().optional(),
    company_name: singleLineText(NAME_MAX_LENGTH).optional(),
    language_preference: z.enum(LANGUAGES).optional(),
    calendar: z.enum(CALENDARS, { error: 'invalid_calendar' }).nullable().optional(),
    digits: z.enum(DIGIT_SETS, { error: 'invalid_digits' }).nullable().optional(),
    /** Staff only: false while away, so that no automatic assignment reaches them. */
    is_available: z.boolean().optional(),
  })
  .strict();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

/** POST /auth/accept-invitation/: the invitee chooses their password (the link's token). */
export const ZAcceptInvitationRequest = ZResetPasswordConfirmRequest;
export type TAcceptInvitationRequest = TResetPasswordConfirmRequest;
