import { z } from 'zod';
import { LANGUAGES, ROLES } from '../enums.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '../limits.js';

/**
 * Messages below are keys, translated by the API (Accept-Language) and by the web app.
 * Issues without a key are described from their zod code.
 */
export const ZEmail = z
  .email({ error: 'invalid_email' })
  .max(EMAIL_MAX_LENGTH, { error: 'too_long' });
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' });
const ZName = z.string().trim().max(NAME_MAX_LENGTH, { error: 'too_long' });
const ZOptionalText = (max: number) => z.string().trim().max(max, { error: 'too_long' });

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
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(EMAIL_MAX_LENGTH, { error: 'too_long' }),
  password: z
    .string()
    .min(1, { error: 'required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ access: z.string(), refresh: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLogoutRequest = z.object({ refresh: z.string().max(4096).optional() });

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
    first_name: ZName.min(1, { error: 'required' }),
    last_name: ZName.min(1, { error: 'required' }),
    phone_number: ZOptionalText(PHONE_MAX_LENGTH).optional(),
    company_name: ZOptionalText(NAME_MAX_LENGTH).optional(),
    language_preference: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords_mismatch',
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ detail: z.string(), user: ZUser });

export const ZTokenRequest = z.object({
  token: z.string().min(1, { error: 'required' }).max(512, { error: 'too_long' }),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const ZResetPasswordConfirmRequest = z
  .object({
    token: z.string().min(1, { error: 'required' }).max(512, { error: 'too_long' }),
    new_password: ZPassword,
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: 'passwords_mismatch',
  });
export type TResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequest>;

export const ZChangePasswordRequest = z.object({
  old_password: z
    .string()
    .min(1, { error: 'required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
  new_password: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZRefreshRequest = z.object({
  refresh: z.string().min(1, { error: 'required' }).max(4096, { error: 'too_long' }),
});
export const ZRefreshResponse = z.object({ access: z.string() });

/** Profile fields a user may change; e-mail and role are not among them. */
export const ZProfilePatch = z
  .object({
    full_name: ZName.optional(),
    first_name: ZName.optional(),
    last_name: ZName.optional(),
    phone_number: ZOptionalText(PHONE_MAX_LENGTH).optional(),
    company_name: ZOptionalText(NAME_MAX_LENGTH).optional(),
    language_preference: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;
