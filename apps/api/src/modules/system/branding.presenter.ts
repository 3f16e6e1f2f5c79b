import { BRAND_KEYS, type Language, type TBranding, type TSetting } from '@mutabaa/shared';
import { organisationDatesOf } from '../settings/index.js';
import type { SettingRow } from '../../db/schema/index.js';
import { BRAND_SETTING_KEYS, KNOWN_SETTING_KEYS, SETTING_DEFAULTS } from './settings.defaults.js';

function valueOf(rows: Map<string, SettingRow>, key: string): unknown {
  return rows.has(key) ? rows.get(key)!.value : SETTING_DEFAULTS[key];
}

function text(rows: Map<string, SettingRow>, key: string): string {
  const value = valueOf(rows, key);
  return typeof value === 'string' ? value : String(SETTING_DEFAULTS[key] ?? '');
}

function dateDefaults(rows: Map<string, SettingRow>) {
  const dates = organisationDatesOf([...rows.values()]);
  return {
    default_calendar: dates.calendar,
    default_digits: dates.digits,
    time_zone: dates.timeZone,
  };
}

/** The branding from the stored setting rows, defaults for the missing ones. */
export function presentBranding(rows: SettingRow[], lang: Language): TBranding {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const titleEn = text(byKey, BRAND_KEYS.system_title_en);
  const titleAr = text(byKey, BRAND_KEYS.system_title_ar);
  const brandRows = rows.filter((row) => BRAND_SETTING_KEYS.includes(row.key));
  const updatedAt = brandRows.reduce<Date | null>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return {
    primary_color: text(byKey, BRAND_KEYS.primary_color),
    secondary_color: text(byKey, BRAND_KEYS.secondary_color),
    accent_color: text(byKey, BRAND_KEYS.accent_color),
    logo_url: text(byKey, BRAND_KEYS.logo_url),
    company_name: text(byKey, BRAND_KEYS.company_name),
    system_title: lang === 'ar' ? titleAr : titleEn,
    system_title_en: titleEn,
    system_title_ar: titleAr,
    updated_at: updatedAt?.toISOString() ?? null,
    ...dateDefaults(byKey),
  };
}

/** Every known setting, stored value or default (`updated_at` null for a default). */
export function presentSettings(rows: SettingRow[]): TSetting[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return KNOWN_SETTING_KEYS.map((key) => ({
    key,
    value: valueOf(byKey, key),
    updated_at: byKey.get(key)?.updatedAt.toISOString() ?? null,
  }));
}
