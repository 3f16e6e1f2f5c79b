import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  toCalendar,
} from '@internationalized/date';
import {
  formatPlainDay,
  hijriMonthName,
  localDigits,
  westernDigits,
  type DateStyle,
  type Language,
} from '@mutabaa/shared';

/** What the picker needs of the reader: language, calendar, digits and time zone. */
export type PickerStyle = DateStyle;
export const GREGORIAN = new GregorianCalendar();
/** Umm al-Qura, from the tables @internationalized/date carries (correct where Intl lacks it). */
export const HIJRI = new IslamicUmalquraCalendar();

/** The era mark written after a Hijri year. */
export const HIJRI_ERA = { ar: 'هـ', en: 'AH' } as const;

/** Digits as the reader reads them: Arabic-Indic only in Arabic with that choice. */
export function readerDigits(text: string, style: Pick<PickerStyle, 'language' | 'digits'>) {
  return style.language === 'ar' ? localDigits(text, style.digits) : text;
}

/** The calendar the grid and the typed text use: Hijri only for `hijri`. */
export function gridCalendarOf(calendar: PickerStyle['calendar']) {
  return calendar === 'hijri' ? HIJRI : GREGORIAN;
}

/** `YYYY-MM-DD` (Gregorian) as a date, or null when it is not a real day. */
export function dayOf(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  return realDay(GREGORIAN, Number(match[1]), Number(match[2]), Number(match[3]));
}

function realDay(calendar: typeof GREGORIAN | typeof HIJRI, y: number, m: number, d: number) {
  if (m < 1 || m > 12 || d < 1) return null;
  const first = new CalendarDate(calendar, y, m, 1);
  if (d > calendar.getDaysInMonth(first)) return null;
  return new CalendarDate(calendar, y, m, d);
}

// Hijri years in use are 1300–1600, Gregorian ones 1800–2200: the year tells the calendar.
const HIJRI_YEARS = [1300, 1600] as const;
const GREGORIAN_YEARS = [1800, 2200] as const;
const HIJRI_MARK = /\s*(هـ|ه|AH)\s*$/i;
const GREGORIAN_MARK = /\s*(م|AD|CE)\s*$/i;

/**
 * A typed date, in Latin or Arabic-Indic digits, as its Gregorian `YYYY-MM-DD`; '' for an
 * empty text; null for text that is not a date. Day, month and year are read in that order,
 * or year first when the first part has four digits (`2026-03-20`). The year says the
 * calendar (1447 is Hijri, 2026 Gregorian), so either may be typed whatever the reader's
 * calendar; a trailing هـ/AH or م/AD says it outright.
 */
export function parseDayText(text: string): string | null {
  let rest = westernDigits(text);
  if (rest === '') return '';
  let forced: 'hijri' | 'gregorian' | null = null;
  if (HIJRI_MARK.test(rest)) {
    forced = 'hijri';
    rest = rest.replace(HIJRI_MARK, '');
  } else if (GREGORIAN_MARK.test(rest)) {
    forced = 'gregorian';
    rest = rest.replace(GREGORIAN_MARK, '');
  }
  const parts = rest.split(/[\s/.\-\u060c,\u066b\u066c\\]+/).filter(Boolean);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [y, m, d] =
    parts[0]!.length === 4 ? parts.map(Number) : [parts[2]!, parts[1]!, parts[0]!].map(Number);
  if ((parts[0]!.length === 4 ? parts[0] : parts[2])!.length !== 4) return null;
  const within = (range: readonly [number, number]) => y! >= range[0] && y! <= range[1];
  const hijri = forced ? forced === 'hijri' : within(HIJRI_YEARS);
  if (hijri ? !within(HIJRI_YEARS) : !within(GREGORIAN_YEARS)) return null;
  const day = realDay(hijri ? HIJRI : GREGORIAN, y!, m!, d!);
  return day ? toCalendar(day, GREGORIAN).toString() : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Gregorian `YYYY-MM-DD` as the input shows it: day/month/year in the grid's calendar. */
export function dayText(value: string, style: PickerStyle): string {
  const day = dayOf(value);
  if (!day) return value;
  const shown = toCalendar(day, gridCalendarOf(style.calendar));
  return readerDigits(`${pad(shown.day)}/${pad(shown.month)}/${shown.year}`, style);
}

const monthNames = new Map<string, string[]>();

/** Gregorian month names from Intl (every browser has them), cached per language. */
function gregorianMonths(language: Language): string[] {
  let names = monthNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(`${language}-u-ca-gregory-nu-latn`, {
      month: 'long',
      timeZone: 'UTC',
    });
    names = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2026, i, 1)));
    monthNames.set(language, names);
  }
  return names;
}

/** A month's name in its calendar (`HIJRI` or `GREGORIAN`). */
export function monthName(date: CalendarDate, language: Language): string {
  return date.calendar.identifier === HIJRI.identifier
    ? hijriMonthName(date.month, language)
    : gregorianMonths(language)[date.month - 1]!;
}

/**
 * The day as the app writes it for the reader, and with a Hijri calendar its Gregorian date
 * too: "1 Shawwal 1447 AH (Mar 20, 2026)".
 */
export function fullDay(value: CalendarDate, style: PickerStyle): string {
  const day = toCalendar(value, GREGORIAN).toString();
  if (style.calendar !== 'hijri') return formatPlainDay(day, style);
  return `${formatPlainDay(day, style)} (${formatPlainDay(day, { ...style, calendar: 'gregorian' })})`;
}
