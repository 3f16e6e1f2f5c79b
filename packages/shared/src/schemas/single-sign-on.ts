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
