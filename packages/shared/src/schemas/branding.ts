import { z } from 'zod';
import { latinDigits, singleLineText } from '../input.js';
import { CALENDARS, DIGIT_SETS, isTimeZone } from '../date-style.js';
import { ROLES } from '../enums.js';

export const BRAND_TITLE_MAX_LENGTH = 120;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const SETTING_KEY_MAX_LENGTH = 100;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Setting keys of the branding; the first four are those a branding reset restores. */
export const BRAND_KEYS = {
  primary_color: 'BRAND_PRIMARY_COLOR',
  secondary_color: 'BRAND_SECONDARY_COLOR',
  accent_color: 'BRAND_ACCENT_COLOR',
  logo_url: 'BRAND_LOGO_URL',
  company_name: 'BRAND_COMPANY_NAME',
  system_title_en: 'BRAND_SYSTEM_TITLE_EN',
  system_title_ar: 'BRAND_SYSTEM_TITLE_AR',
} as const;
export const BRAND_RESET_KEYS = [
  BRAND_KEYS.primary_color,
  BRAND_KEYS.secondary_color,
  BRAND_KEYS.accent_color,
  BRAND_KEYS.logo_url,
] as const;

/** A colour `#RRGGBB`; its digits may be typed in Arabic-Indic or Persian digits too. */
export const ZHexColor = latinDigits(
  z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_color' }),
);

/** GET /api/system/branding/ (public). `system_title` is the title in the request's language. */
export const ZBranding = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  accent_color: z.string(),
  logo_url: z.string(),
  company_name: z.string(),
  system_title: z.string(),
  system_title_en: z.string(),
  system_title_ar: z.string(),
  updated_at: z.string().nullable(),
  /** The organisation's calendar, digits and time zone (DEFAULT_CALENDAR, DEFAULT_DIGITS, TIME_ZONE). */
  default_calendar: z.enum(CALENDARS),
  default_digits: z.enum(DIGIT_SETS),
  time_zone: z.string(),
});
export type TBranding = z.infer<typeof ZBranding>;

/** Values each setting key accepts; unknown keys are refused with a field error. */
export const ZSettingValues = {
  BRAND_PRIMARY_COLOR: ZHexColor,
  BRAND_SECONDARY_COLOR: ZHexColor,
  BRAND_ACCENT_COLOR: ZHexColor,
  BRAND_COMPANY_NAME: singleLineText(COMPANY_NAME_MAX_LENGTH).min(1, { error: 'required' }),
  BRAND_SYSTEM_TITLE_EN: singleLineText(BRAND_TITLE_MAX_LENGTH).min(1, { error: 'required' }),
  BRAND_SYSTEM_TITLE_AR: singleLineText(BRAND_TITLE_MAX_LENGTH).min(1, { error: 'required' }),
  REQUIRE_EMAIL_VERIFICATION: z.boolean(),
  /** Days an audit entry is kept; null keeps every entry forever. */
  AUDIT_RETENTION_DAYS: z
    .number({ error: 'retention_days_range' })
    .int({ error: 'retention_days_range' })
    .min(30, { error: 'retention_days_range' })
    .max(36_500, { error: 'retention_days_range' })
    .nullable(),
  /** The calendar of a user who has not chosen one. */
  DEFAULT_CALENDAR: z.enum(CALENDARS, { error: 'invalid_calendar' }),
  /** The digits of a user who has not chosen them. */
  DEFAULT_DIGITS: z.enum(DIGIT_SETS, { error: 'invalid_digits' }),
  /** The organisation's IANA time zone: the wall clock of every date shown or exported. */
  TIME_ZONE: z
    .string({ error: 'invalid_time_zone' })
    .refine(isTimeZone, { error: 'invalid_time_zone' }),
  /** The roles whose users must sign in with two-factor sign-in; [] asks it of nobody. */
  REQUIRE_2FA_ROLES: z
    .array(z.enum(ROLES, { error: 'invalid_role' }), { error: 'invalid_roles' })
    .max(ROLES.length, { error: 'invalid_roles' })
    .refine((roles) => new Set(roles).size === roles.length, { error: 'roles_repeated' }),
} as const;
export type SettingKey = keyof typeof ZSettingValues;

/** POST /api/system/settings/bulk_update/ — `settings` maps keys to values. */
export const ZSettingsBulkUpdateRequest = z.object({
  settings: z.record(singleLineText(SETTING_KEY_MAX_LENGTH), z.unknown()),
});
export type TSettingsBulkUpdateRequest = z.infer<typeof ZSettingsBulkUpdateRequest>;

/** POST /api/system/settings/reset_to_defaults/ */
export const ZSettingsResetRequest = z.object({
  setting_keys: z
    .array(singleLineText(SETTING_KEY_MAX_LENGTH))
    .min(1, { error: 'required' })
    .max(50),
});

export const ZSetting = z.object({
  key: z.string(),
  value: z.unknown(),
  updated_at: z.string().nullable(),
});
export type TSetting = z.infer<typeof ZSetting>;

/** Answer of bulk_update, reset_to_defaults and upload-logo: the branding as it now stands. */
export const ZBrandingChangeResponse = z.object({ detail: z.string(), branding: ZBranding });

/** Answer of POST /api/system/upload-logo/: the new logo's address and the branding. */
export const ZLogoUploadResponse = ZBrandingChangeResponse.extend({ logo_url: z.string() });

/** Answer of POST /api/system/settings/bulk_update/: the branding and every known setting. */
export const ZSettingsBulkUpdateResponse = ZBrandingChangeResponse.extend({
  settings: z.array(ZSetting),
});
