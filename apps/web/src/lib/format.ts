import type { Language } from '@mutabaa/shared';

/**
 * Intl formatters are costly to create (each loads its locale's data) and cheap to reuse: a
 * table of twenty rows would otherwise build a hundred of them on every render.
 */
const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>();

function reused<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
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

const dateFormat = (language: Language) =>
  reused(`date:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));
const dateTimeFormat = (language: Language) =>
  reused(
    `datetime:${language}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  );

/**
 * Creates the date formatters for `language` ahead of the first table: the first of each costs
 * a few milliseconds (its locale's data), which would otherwise lengthen the table's render.
 */
export function prepareDateFormats(language: Language): void {
  dateFormat(language);
  dateTimeFormat(language);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  return date ? dateFormat(language).format(date) : '';
}

export function formatDateTime(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language).format(date) : '';
}

export function formatNumber(value: number, language: Language): string {
  return reused(`number:${language}`, () => new Intl.NumberFormat(language)).format(value);
}

/** "just now", then minutes under 60, hours under 24, then days. */
export function formatRelativeTime(
  value: Date | string | number,
  language: Language,
  nowMs: number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((nowMs - date.getTime()) / 1000);
  const format = reused(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  );
  if (seconds < 60) return format.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
