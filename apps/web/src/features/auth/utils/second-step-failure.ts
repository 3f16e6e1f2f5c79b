import { ApiError } from '../../../lib/api-client';

/**
 * A refusal that ends the second step: its token expired, was used or was ended by five wrong
 * codes, the account was throttled or disabled. The user starts again with the password.
 */
export function endsSecondStep(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'mfa_token_invalid' ||
    error.code === 'account_disabled' ||
    error.code === 'two_factor_secret_unreadable' ||
    error.status === 429
  );
}

/** The server's message under the code's field (`code` or `recovery_code`), if any. */
export function codeFieldError(
  error: unknown,
  field: 'code' | 'recovery_code',
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (
    error.errors?.[field]?.[0] ??
    (error.code.endsWith('_invalid') && error.code !== 'mfa_token_invalid'
      ? error.detail
      : undefined)
  );
}
