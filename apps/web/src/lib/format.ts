import { formatDay, formatDayTime, type DateStyle } from '@mutabaa/shared';

export { formatNumber, formatRelativeTime, setReaderDigits, type NumberStyle } from './numbers';

/**
 * Formats a date once, for a table to draw: the first date of each style costs a few
 * milliseconds (its locale's data), which would otherwise lengthen the table's render.
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
