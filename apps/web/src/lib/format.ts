import { formatDay, formatDayTime, type DateStyle, type Language } from '@mutabaa/shared';

/**
 * Intl formatters are costly to create (each loads its locale's data) and cheap to reuse: a
 * table of twenty rows would otherwise build a hundred of them on every render.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();

function reused<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a date or an instant once, for a table to draw: the first date of each style costs a
 * few milliseconds (its locale's data), which would otherwise lengthen the table's render.
 */
export function prepareDateFormats(style: DateStyle): void {
  formatDayTime(0, style);
}

/** The day of an instant (or a `YYYY-MM-DD` day) in the reader's calendar and digits. */
export function formatDate(value: Date | string | number, style: DateStyle): string {
  return formatDay(value, style);
}

/** The day and time of an instant on the organisation's wall clock, in the reader's style. */
export function formatDateTime(value: Date | string | number, style: DateStyle): string {
  return formatDayTime(value, style);
}

export function formatNumber(value: number, style: NumberStyle): string {
  const locale = localeOf(style);
  return reused(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A language alone, or a reader's style whose digits Arabic numbers follow. */
type NumberStyle = Language | Pick<DateStyle, 'language' | 'digits'>;

function localeOf(style: NumberStyle): string {
  if (typeof style === 'string') return style;
  return style.language === 'ar' ? `ar-u-nu-${style.digits}` : style.language;
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
  const format = reused(
    `relative:${localeOf(style)}`,
    () => new Intl.RelativeTimeFormat(localeOf(style), { numeric: 'auto' }),
  );
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
