import type { Language } from './enums.js';

/*
 * A reader's date style: which calendar and digits they read dates in, on which wall clock.
 * This module holds no calendar code, so that a page which only needs to know the style (the
 * sign-in route) does not load the formatter of dates.ts.
 */

export const CALENDARS = ['gregorian', 'hijri', 'both'] as const;
export type TCalendar = (typeof CALENDARS)[number];
export const DIGIT_SETS = ['latn', 'arab'] as const;
export type TDigits = (typeof DIGIT_SETS)[number];

/** The organisation's time zone until an administrator sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';
export const DEFAULT_CALENDAR: TCalendar = 'gregorian';
export const DEFAULT_DIGITS: TDigits = 'latn';

export interface DateStyle {
  language: Language;
  calendar: TCalendar;
  digits: TDigits;
  /** An IANA time zone: the wall clock dates and times are read on. */
  timeZone: string;
}

export const DEFAULT_DATE_STYLE: DateStyle = {
  language: 'ar',
  calendar: DEFAULT_CALENDAR,
  digits: DEFAULT_DIGITS,
  timeZone: DEFAULT_TIME_ZONE,
};

/** Whether `value` names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `value` if it names a calendar, else `fallback` (a stored or received choice, checked). */
export function calendarOr<F>(value: unknown, fallback: F): TCalendar | F {
  return (CALENDARS as readonly unknown[]).includes(value) ? (value as TCalendar) : fallback;
}

/** `value` if it names a digit set, else `fallback`. */
export function digitsOr<F>(value: unknown, fallback: F): TDigits | F {
  return (DIGIT_SETS as readonly unknown[]).includes(value) ? (value as TDigits) : fallback;
}
