import { z } from 'zod';
import { singleLineText } from '../input.js';

/**
 * What the sign-in page needs to know of single sign-on (GET /api/auth/oidc/config/): whether
 * to show "Sign in with <display_name>", whether the password form is open to everyone (false:
 * admins only), and whether the provider has a sign-out page (GET /api/auth/oidc/logout/).
 */
export const ZOidcConfigResponse = z.object({
  enabled: z.boolean(),
  display_name: z.string().nullable(),
  /** False while the provider has not been reached (the button would lead to an error). */
  available: z.boolean(),
  password_login: z.boolean(),
  end_session: z.boolean(),
});
export type TOidcConfigResponse = z.infer<typeof ZOidcConfigResponse>;

/** The one-time code the callback sent the browser to /login?sso=<code> with. */
export const ZOidcExchangeRequest = z.object({ code: singleLineText(128).min(1) });
export type TOidcExchangeRequest = z.infer<typeof ZOidcExchangeRequest>;

/**
 * The codes of /login?sso_error=<code>, each with a localised text on the sign-in page and a
 * "try again" link.
 */
export const OIDC_ERROR_CODES = [
  'sso_unavailable',
  'sso_denied',
  'sso_state_invalid',
  'sso_expired',
  'sso_failed',
  'sso_email_unverified',
  'sso_unknown_user',
  'sso_domain_not_allowed',
  'sso_account_disabled',
  'sso_rate_limited',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];
