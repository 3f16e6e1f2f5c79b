import type { Language, ReportInterval } from '@mutabaa/shared';

/** Below this many hours a duration reads in hours, from it on in days (as the API counts). */
export const HOURS_UNTIL_DAYS = 48;

/**
 * A duration in the language's words: "5 hours" under two days, "3 days" from two days on, a
 * fraction kept to one digit (a median may fall between two values).
 */
export function formatHours(hours: number, language: Language): string {
  const inDays = hours >= HOURS_UNTIL_DAYS;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inDays ? 'day' : 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(inDays ? hours / 24 : hours);
}

/**
 * The step between the ticks of an axis of durations up to `max` hours: whole hours under two
 * days, whole days from there, about six ticks.
 */
export function hoursStep(max: number): number {
  if (max < HOURS_UNTIL_DAYS) return Math.max(1, Math.ceil(max / 6));
  return 24 * Math.max(1, Math.ceil(max / 24 / 6));
}

/** A share (0 to 1) as a percentage in the language's digits. */
export function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A `YYYY-MM-DD` day as the language writes it (a calendar day, so read in UTC). */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    utc(day),
  );
}

/** A range of days, the shared parts (month, year) written once where the language does. */
export function formatDayRange(start: string, end: string, language: Language): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return start === end ? format.format(utc(start)) : format.formatRange(utc(start), utc(end));
}

/**
 * The label of one point of the chart over time: its day, its week's days or its month, the
 * year only when the period spans more than one.
 */
export function pointLabel(
  point: { period: string; end: string },
  interval: ReportInterval,
  language: Language,
  withYear: boolean,
): string {
  const year = withYear ? ({ year: 'numeric' } as const) : {};
  if (interval === 'month') {
    return new Intl.DateTimeFormat(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc(point.period));
  }
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...year,
    timeZone: 'UTC',
  });
  if (interval === 'day' || point.period === point.end) return format.format(utc(point.period));
  return format.formatRange(utc(point.period), utc(point.end));
}
