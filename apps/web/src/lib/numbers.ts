import { reusedFormatter, type DateStyle, type Language, type TDigits } from '@mutabaa/shared';

/*
 * Numbers in the reader's digits. This file stays free of the calendar code so that the
 * sign-in route, whose texts format counts, does not load it.
 */

/**
 * The signed-in reader's digits, set by the layouts from their date style before their screens
 * draw (as the interface language is i18next's): a number given with a language alone is
 * written in them.
 */
let readerDigits: TDigits = 'latn';

export function setReaderDigits(digits: TDigits): void {
  readerDigits = digits;
}

/** A language alone (the reader's digits), or a whole style. */
export type NumberStyle = Language | Pick<DateStyle, 'language' | 'digits'>;

/** The locale for Intl of a number in `style`: Arabic in the reader's digits. */
export function numberLocale(style: NumberStyle): string {
  return localeOf(style);
}

function localeOf(style: NumberStyle): string {
  const language = typeof style === 'string' ? style : style.language;
  const digits = typeof style === 'string' ? readerDigits : style.digits;
  return language === 'ar' ? `ar-u-nu-${digits}` : language;
}

export function formatNumber(value: number, style: NumberStyle): string {
  const locale = localeOf(style);
  return reusedFormatter(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "just now", then minutes under 60, hours under 24, then days. */
export function formatRelativeTime(
  value: Date | string | number,
  style: NumberStyle,
  nowMs: number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((nowMs - date.getTime()) / 1000);
  const locale = localeOf(style);
  const format = reusedFormatter(
    `relative:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
