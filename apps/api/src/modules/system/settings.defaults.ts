import { BRAND_KEYS, DEFAULT_BRANDING, ZSettingValues } from '@mutabaa/shared';
import {
  DATE_SETTING_DEFAULTS,
  DATE_SETTING_KEYS,
  REQUIRE_2FA_ROLES,
  REQUIRE_EMAIL_VERIFICATION,
} from '../settings/index.js';

/** Every setting the API knows, with the value that applies while it has no row. */
export const SETTING_DEFAULTS: Record<string, unknown> = {
  [BRAND_KEYS.primary_color]: DEFAULT_BRANDING.primary_color,
  [BRAND_KEYS.secondary_color]: DEFAULT_BRANDING.secondary_color,
  [BRAND_KEYS.accent_color]: DEFAULT_BRANDING.accent_color,
  // Empty means the logo bundled with the web app.
  [BRAND_KEYS.logo_url]: DEFAULT_BRANDING.logo_url,
  [BRAND_KEYS.company_name]: DEFAULT_BRANDING.company_name,
  [BRAND_KEYS.system_title_en]: DEFAULT_BRANDING.system_title_en,
  [BRAND_KEYS.system_title_ar]: DEFAULT_BRANDING.system_title_ar,
  [REQUIRE_EMAIL_VERIFICATION]: true,
  // Nobody must use two-factor sign-in until an admin lists roles.
  [REQUIRE_2FA_ROLES]: [],
  // Keep every audit entry unless an admin sets a number of days.
  AUDIT_RETENTION_DAYS: null,
  ...DATE_SETTING_DEFAULTS,
};

export const KNOWN_SETTING_KEYS = Object.keys(SETTING_DEFAULTS);

/** The branding keys; reset_to_defaults accepts these (the first four: colours and logo). */
export const BRAND_SETTING_KEYS: readonly string[] = Object.values(BRAND_KEYS);

/** What GET /api/system/branding/ reads: the branding, and the organisation's date style. */
export const BRANDING_READ_KEYS: readonly string[] = [
  ...BRAND_SETTING_KEYS,
  ...Object.values(DATE_SETTING_KEYS),
];

/** Keys bulk_update accepts. BRAND_LOGO_URL is not one: only upload-logo sets it. */
export function isWritableSetting(key: string): key is keyof typeof ZSettingValues {
  return Object.prototype.hasOwnProperty.call(ZSettingValues, key);
}
