import {
  dayNumber,
  formatHijriDay,
  formatPlainDay,
  hijriOfDay,
  localDigits,
  reusedFormatter,
  type DateStyle,
} from '@mutabaa/shared';

/** A holiday's days as the reader reads them, in both calendars, and how many they are. */
export type HolidayDays = { gregorian: string; hijri: string; count: number };

const parts = (value: string) => value.split('-').map(Number) as [number, number, number];

function digitsOf(style: Pick<DateStyle, 'language' | 'digits'>) {
  return style.language === 'ar' ? style.digits : 'latn';
}

/** `from`–`to` in the Gregorian calendar, shortened as Intl shortens a range (9–11 Mar 2027). */
function gregorianSpan(from: string, to: string, style: DateStyle): string {
  const locale = `${style.language}-u-nu-${digitsOf(style)}`;
  const format = reusedFormatter(
    `day-range:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        year: 'numeric',
        month: style.language === 'ar' ? 'long' : 'short',
        day: 'numeric',
      }),
  ) as Intl.DateTimeFormat;
  const [a, b] = [parts(from), parts(to)];
  const noon = ([y, m, d]: [number, number, number]) => new Date(Date.UTC(y, m - 1, d, 12));
  return format.formatRange(noon(a), noon(b));
}

/** `from`–`to` in the Umm al-Qura calendar: "1–3 Shawwal 1448 AH" within one month. */
function hijriSpan(from: string, to: string, style: DateStyle): string {
  const last = formatHijriDay(to, style);
  const a = hijriOfDay(...parts(from));
  const b = hijriOfDay(...parts(to));
  if (a.year === b.year && a.month === b.month) {
    return `${localDigits(String(a.day), digitsOf(style))}–${last}`;
  }
  return `${formatHijriDay(from, style)} – ${last}`;
}

/**
 * The days of a holiday (`YYYY-MM-DD`, inclusive) in the Gregorian and the Hijri calendars,
 * with the reader's language and digits; a single day is written once.
 */
export function holidayDays(from: string, to: string, style: DateStyle): HolidayDays {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === undefined || last === undefined || last < first) {
    return { gregorian: '', hijri: '', count: 0 };
  }
  if (first === last) {
    return {
      gregorian: formatPlainDay(from, { ...style, calendar: 'gregorian' }),
      hijri: formatHijriDay(from, style),
      count: 1,
    };
  }
  return {
    gregorian: gregorianSpan(from, to, style),
    hijri: hijriSpan(from, to, style),
    count: last - first + 1,
  };
}

/** Holidays by first day, then by last. */
export function byFirstDay<T extends { date_from: string; date_to: string; id: number }>(
  holidays: readonly T[],
): T[] {
  return [...holidays].sort(
    (a, b) =>
      a.date_from.localeCompare(b.date_from) || a.date_to.localeCompare(b.date_to) || a.id - b.id,
  );
}
