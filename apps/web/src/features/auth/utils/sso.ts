import { OIDC_ERROR_CODES, STORAGE_KEYS, type OidcErrorCode } from '@mutabaa/shared';
import type { KeyValueStore } from '../../../lib/storage';

/** Where the "Sign in with …" link and "Try again" lead: a full navigation to the API. */
export const SSO_LOGIN_URL = '/api/auth/oidc/login/';
/** The provider's sign-out page, through the API (after POST /logout/). */
export const SSO_LOGOUT_URL = '/api/auth/oidc/logout/';

/** What the callback sent the browser to /login with: a one-time code, or an error's code. */
export type SsoReturn = { kind: 'code'; code: string } | { kind: 'error'; code: OidcErrorCode };

/**
 * Reads ?sso= or ?sso_error= of the sign-in page. An error code this version does not know is
 * read as `sso_failed`, so the page still says something true and offers to try again.
 */
export function readSsoReturn(params: URLSearchParams): SsoReturn | null {
  const error = params.get('sso_error');
  if (error !== null) {
    const known = (OIDC_ERROR_CODES as readonly string[]).includes(error);
    return { kind: 'error', code: known ? (error as OidcErrorCode) : 'sso_failed' };
  }
  const code = params.get('sso');
  return code ? { kind: 'code', code } : null;
}

/** The search without the single sign-on parameters (they are used once). */
export function withoutSsoParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('sso');
  params.delete('sso_error');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Whether this session began at the provider: on sign-out the browser then also visits the
 * provider's sign-out page. Set by the exchange, cleared by any other sign-in and by sign-out.
 */
export function createSsoSessionMark(store: KeyValueStore) {
  return {
    set: () => store.setItem(STORAGE_KEYS.ssoSession, '1'),
    clear: () => store.removeItem(STORAGE_KEYS.ssoSession),
    isSet: () => store.getItem(STORAGE_KEYS.ssoSession) === '1',
  };
}
