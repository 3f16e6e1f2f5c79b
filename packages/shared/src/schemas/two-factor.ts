import { z } from 'zod';
import { passwordText, singleLineText } from '../input.js';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { ZLoginResponse } from './auth.js';

// Two-factor sign-in (TOTP, RFC 6238) and its recovery codes. Codes may be typed with
// Arabic-Indic digits or spaces: the API normalises them, so the schemas only bound them.

/** A six-digit code as typed (digits of any script, spaces): at most a few characters more. */
const ZCode = singleLineText(32).min(1, { error: 'required' });
const ZRecoveryCode = singleLineText(64).min(1, { error: 'required' });
const ZMfaToken = singleLineText(256).min(1, { error: 'required' });

/** POST /2fa/setup/ and /login/2fa/setup/: the secret to enter or scan. */
export const ZTwoFactorSetupResponse = z.object({
  /** The shared secret in base32. */
  secret: z.string(),
  /** The same as an otpauth:// address, for a QR code. */
  otpauth_url: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

/** POST /2fa/enable/ and /2fa/recovery-codes/: a code of the authenticator app. */
export const ZTwoFactorCodeRequest = z.object({ code: ZCode });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

/** The recovery codes of a new set, shown once. */
export const ZRecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

/** POST /2fa/disable/: the password and a code (or a recovery code). */
export const ZTwoFactorDisableRequest = z.object({
  password: passwordText(0, PASSWORD_MAX_LENGTH).min(1, { error: 'required' }),
  code: ZCode,
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** POST /login/ for a user with two-factor sign-in: the second step's token, no tokens yet. */
export const ZMfaRequiredResponse = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type TMfaRequiredResponse = z.infer<typeof ZMfaRequiredResponse>;

/** POST /login/ for a user whose role requires two-factor sign-in they have not set up. */
export const ZMfaSetupRequiredResponse = z.object({
  mfa_setup_required: z.literal(true),
  mfa_token: z.string(),
});
export type TMfaSetupRequiredResponse = z.infer<typeof ZMfaSetupRequiredResponse>;

/** POST /login/: the tokens, or the second step a user with two-factor sign-in must take. */
export const ZLoginStepResponse = z.union([
  ZLoginResponse,
  ZMfaRequiredResponse,
  ZMfaSetupRequiredResponse,
]);
export type TLoginStepResponse = z.infer<typeof ZLoginStepResponse>;

/** POST /login/2fa/: the second step, with a code or a recovery code. */
export const ZMfaLoginRequest = z.union([
  z.object({ mfa_token: ZMfaToken, code: ZCode }).strict(),
  z.object({ mfa_token: ZMfaToken, recovery_code: ZRecoveryCode }).strict(),
]);
export type TMfaLoginRequest = z.infer<typeof ZMfaLoginRequest>;

/** POST /login/2fa/setup/: the enrolment a role requires, with the sign-in's token. */
export const ZMfaSetupRequest = z.object({ mfa_token: ZMfaToken });
export type TMfaSetupRequest = z.infer<typeof ZMfaSetupRequest>;

/** POST /login/2fa/enable/: the enrolment's first code; the answer signs in. */
export const ZMfaEnableRequest = z.object({ mfa_token: ZMfaToken, code: ZCode });
export type TMfaEnableRequest = z.infer<typeof ZMfaEnableRequest>;

/** The answer of POST /login/2fa/enable/: the sign-in, and the recovery codes, shown once. */
export const ZMfaEnableResponse = ZLoginResponse.extend({ recovery_codes: z.array(z.string()) });
export type TMfaEnableResponse = z.infer<typeof ZMfaEnableResponse>;
