import {
  DEFAULT_CALENDAR,
  DEFAULT_DIGITS,
  DEFAULT_TIME_ZONE,
  type TCalendar,
  type TDigits,
} from './dates.js';

/** Branding used until (or when) the server's branding cannot be loaded. */
export const DEFAULT_BRANDING = {
  primary_color: '#000000',
  secondary_color: '#6c757d',
  accent_color: '#0693e3',
  logo_url: '',
  company_name: 'Company',
  system_title: 'Application Tracking System',
  system_title_en: 'Application Tracking System',
  system_title_ar: 'نظام تتبع الطلبات',
  default_calendar: DEFAULT_CALENDAR,
  default_digits: DEFAULT_DIGITS,
  time_zone: DEFAULT_TIME_ZONE,
} as const;

export type Branding = {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  logo_url: string;
  company_name: string;
  system_title: string;
  system_title_en: string;
  system_title_ar: string;
  default_calendar: TCalendar;
  default_digits: TDigits;
  time_zone: string;
};

/** The system title in the interface language. */
export function systemTitle(branding: Branding, language: string): string {
  const title = language === 'ar' ? branding.system_title_ar : branding.system_title_en;
  return title || branding.system_title || DEFAULT_BRANDING.system_title;
}
