import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  toCalendar,
} from '@internationalized/date';
import { reusedFormatter } from './intl-cache.js';
import type { Language } from './enums.js';
import type { DateStyle, TDigits } from './date-style.js';

/*
 * Dates as a reader wants them: in the Gregorian or the Umm al-Qura Hijri calendar (or both),
 * with Latin or Arabic-Indic digits, on the organisation's wall clock. The API (e-mails,
 * exports) and the web app format with these same functions, so a date reads the same in a
 * mail and on the screen. The Hijri date comes from the Umm al-Qura tables of
 * `@internationalized/date`, not from `Intl`, which some browsers lack for this calendar.
 */

const HIJRI_MONTHS: Record<Language, readonly string[]> = {
  ar: [
    'محرم',
    'صفر',
    'ربيع الأول',
    'ربيع الآخر',
    'جمادى الأولى',
    'جمادى الآخرة',
    'رجب',
    'شعبان',
    'رمضان',
    'شوال',
    'ذو القعدة',
    'ذو الحجة',
  ],
  en: [
    'Muharram',
    'Safar',
    'Rabiʻ I',
    'Rabiʻ II',
    'Jumada I',
    'Jumada II',
    'Rajab',
    'Shaʻban',
    'Ramadan',
    'Shawwal',
    'Dhuʻl-Qiʻdah',
    'Dhuʻl-Hijjah',
  ],
};
const HIJRI_ERA: Record<Language, string> = { ar: 'هـ', en: 'AH' };

/** English always reads Latin digits; Arabic reads the reader's. */
function numberingOf(style: Pick<DateStyle, 'language' | 'digits'>): TDigits {
  return style.language === 'ar' ? style.digits : 'latn';
}

function localeOf(style: Pick<DateStyle, 'language' | 'digits'>): string {
  return `${style.language}-u-nu-${numberingOf(style)}`;
}

const LATIN_DIGIT = /[0-9]/g;

/** `text` with its Latin digits written in `digits`. */
export function localDigits(text: string, digits: TDigits): string {
  return digits === 'arab'
    ? text.replace(LATIN_DIGIT, (d) => String.fromCharCode(0x0660 + Number(d)))
    : text;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time of `date` in `timeZone`. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const format = reusedFormatter(
    `parts:${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ) as Intl.DateTimeFormat;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The calendar day of `date` on `timeZone`'s wall clock, as `yyyy-mm-dd`. */
export function zonedDay(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}

/** The offset of `timeZone` from UTC at `date`, in minutes (+180 in Riyadh). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** An offset in minutes as ISO 8601 writes it: `+03:00`, `-05:00`. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The offset of `timeZone` from UTC at `date`, as `+03:00` or `-05:00`. */
export function zoneOffset(date: Date, timeZone: string): string {
  return offsetText(zoneOffsetMinutes(date, timeZone));
}

export interface HijriDay {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

/** The Umm al-Qura date of a Gregorian day. */
export function hijriOfDay(year: number, month: number, day: number): HijriDay {
  const hijri = toCalendar(new CalendarDate(year, month, day), new IslamicUmalquraCalendar());
  return { year: hijri.year, month: hijri.month, day: hijri.day };
}

/** The Gregorian day of an Umm al-Qura date. */
export function gregorianOfHijri(hijri: HijriDay): { year: number; month: number; day: number } {
  const date = toCalendar(
    new CalendarDate(new IslamicUmalquraCalendar(), hijri.year, hijri.month, hijri.day),
    new GregorianCalendar(),
  );
  return { year: date.year, month: date.month, day: date.day };
}

/** The name of a Hijri month (1 to 12) in `language`. */
export function hijriMonthName(month: number, language: Language): string {
  return HIJRI_MONTHS[language][month - 1] ?? '';
}

type Day = { year: number; month: number; day: number };

function hijriText(day: Day, style: Pick<DateStyle, 'language' | 'digits'>): string {
  const hijri = hijriOfDay(day.year, day.month, day.day);
  const text = `${hijri.day} ${hijriMonthName(hijri.month, style.language)} ${hijri.year} ${HIJRI_ERA[style.language]}`;
  return localDigits(text, numberingOf(style));
}

function gregorianText(day: Day, style: Pick<DateStyle, 'language' | 'digits'>): string {
  const format = reusedFormatter(
    `day:${localeOf(style)}`,
    () =>
      new Intl.DateTimeFormat(localeOf(style), {
        timeZone: 'UTC',
        year: 'numeric',
        month: style.language === 'ar' ? 'long' : 'short',
        day: 'numeric',
      }),
  ) as Intl.DateTimeFormat;
  return format.format(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));
}

function dayText(day: Day, style: DateStyle): string {
  if (style.calendar === 'gregorian') return gregorianText(day, style);
  if (style.calendar === 'hijri') return hijriText(day, style);
  // Both: Hijri first in Arabic, Gregorian first in English.
  const [first, second] =
    style.language === 'ar'
      ? [hijriText(day, style), gregorianText(day, style)]
      : [gregorianText(day, style), hijriText(day, style)];
  return `${first} (${second})`;
}

function timeText(date: Date, style: DateStyle, seconds = false): string {
  const format = reusedFormatter(
    `time:${localeOf(style)}:${style.timeZone}:${seconds}`,
    () =>
      new Intl.DateTimeFormat(localeOf(style), {
        timeZone: style.timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
      }),
  ) as Intl.DateTimeFormat;
  return format.format(date);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of an instant on the organisation's wall clock, in the reader's calendar. */
export function formatDay(value: Date | string | number, style: DateStyle): string {
  if (typeof value === 'string' && PLAIN_DAY.test(value)) return formatPlainDay(value, style);
  const date = toDate(value);
  return date ? dayText(zonedParts(date, style.timeZone), style) : '';
}

/** The day and time of an instant on the organisation's wall clock (to the second if asked). */
export function formatDayTime(
  value: Date | string | number,
  style: DateStyle,
  options: { seconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const separator = style.language === 'ar' ? '، ' : ', ';
  const time = timeText(date, style, options.seconds);
  return `${dayText(zonedParts(date, style.timeZone), style)}${separator}${time}`;
}

/** A date without a time (`YYYY-MM-DD`, such as a due date): no time zone moves it. */
export function formatPlainDay(value: string, style: DateStyle): string {
  const match = PLAIN_DAY.exec(value);
  if (!match) return '';
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return dayText(day, style);
}

/** The Hijri date alone (with هـ or AH) of an instant, or of a `YYYY-MM-DD` day. */
export function formatHijriDay(value: Date | string | number, style: DateStyle): string {
  if (typeof value === 'string' && PLAIN_DAY.test(value)) {
    return formatPlainDay(value, { ...style, calendar: 'hijri' });
  }
  const date = toDate(value);
  return date ? hijriText(zonedParts(date, style.timeZone), style) : '';
}
