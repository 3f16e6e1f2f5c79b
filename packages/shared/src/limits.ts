export const APP_VERSION = '1.0.0';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;
export const BADGE_CAP = 99;
export const MOBILE_BREAKPOINT = 992;
export const NOTIFICATION_POLL_MS = 30_000;
export const HEADER_NOTIFICATION_COUNT = 5;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Browser storage keys, shared so the browser tests read what the app writes. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  notificationSettings: 'notification_settings',
  language: 'language',
  brandingCache: 'branding_cache',
  /** '1' while the session came from single sign-on (the provider's sign-out follows ours). */
  ssoSession: 'sso_session',
} as const;
/** Browser event fired after a successful sign-in. */
export const USER_LOGGED_IN_EVENT = 'user-logged-in';
/**
 * The cookie the web app keeps while it holds a session. It carries no secret (the tokens stay
 * in storage): it only lets the server list a signed-in screen's files in the page it sends.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * The codes of /login?sso_error=<code>, each with a localised text on the sign-in page and a
 * "try again" link. Here rather than beside the schemas of single sign-on: the sign-in page reads
 * them at its first load, which carries no zod.
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
