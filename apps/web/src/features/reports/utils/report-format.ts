import {
  DEFAULT_DATE_STYLE,
  formatPlainDay,
  hijriMonthName,
  hijriOfDay,
  localDigits,
  type DateStyle,
  type Language,
  type ReportInterval,
} from '@mutabaa/shared';

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

/** A language alone (Gregorian, the reader's digits) or a reader's whole date style. */
export type ReportDates = Language | DateStyle;

function styleOf(dates: ReportDates): DateStyle {
  return typeof dates === 'string' ? { ...DEFAULT_DATE_STYLE, language: dates } : dates;
}

/** Intl's locale for a Gregorian text in the reader's digits (English always Latin). */
function gregorianLocale(dates: ReportDates): string {
  if (typeof dates === 'string') return dates;
  return dates.language === 'ar' ? `ar-u-nu-${dates.digits}` : dates.language;
}

/** The calendar a short label is written in: `both` reads Hijri first in Arabic only. */
function labelsInHijri(dates: ReportDates): boolean {
  const style = styleOf(dates);
  return style.calendar === 'hijri' || (style.calendar === 'both' && style.language === 'ar');
}

/** A `YYYY-MM-DD` day in the reader's calendar (a calendar day: no time zone moves it). */
export function formatDay(day: string, dates: ReportDates): string {
  const style = styleOf(dates);
  if (style.calendar !== 'gregorian') return formatPlainDay(day, style);
  return new Intl.DateTimeFormat(gregorianLocale(dates), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(utc(day));
}

/** A range of days, the shared parts (month, year) written once where the language does. */
export function formatDayRange(start: string, end: string, dates: ReportDates): string {
  if (styleOf(dates).calendar !== 'gregorian') {
    const first = formatDay(start, dates);
    return start === end ? first : `${first} – ${formatDay(end, dates)}`;
  }
  const format = new Intl.DateTimeFormat(gregorianLocale(dates), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return start === end ? format.format(utc(start)) : format.formatRange(utc(start), utc(end));
}

/** A short Hijri label of a Gregorian day: its day and month, and year when asked. */
function hijriLabel(day: string, style: DateStyle, withYear: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hijri = hijriOfDay(y, m, d);
  const text = `${hijri.day} ${hijriMonthName(hijri.month, style.language)}${withYear ? ` ${hijri.year}` : ''}`;
  return localDigits(text, style.language === 'ar' ? style.digits : 'latn');
}

/**
 * The label of one point of the chart over time: its day, its week's days or its month, the
 * year only when the period spans more than one. Points are Gregorian days, weeks and months;
 * a Hijri reader reads a day or a week by its Hijri days, and a month by its Gregorian name.
 */
export function pointLabel(
  point: { period: string; end: string },
  interval: ReportInterval,
  dates: ReportDates,
  withYear: boolean,
): string {
  const locale = gregorianLocale(dates);
  if (interval === 'month') {
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc(point.period));
  }
  if (labelsInHijri(dates)) {
    const style = styleOf(dates);
    const first = hijriLabel(point.period, style, withYear);
    return interval === 'day' || point.period === point.end
      ? first
      : `${first} – ${hijriLabel(point.end, style, withYear)}`;
  }
  const year = withYear ? ({ year: 'numeric' } as const) : {};
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...year,
    timeZone: 'UTC',
  });
  if (interval === 'day' || point.period === point.end) return format.format(utc(point.period));
  return format.formatRange(utc(point.period), utc(point.end));
}
