import type { Language } from '@mutabaa/shared';
import { translate } from '../../i18n/translate.js';

// How the dates of every export are written: in the organisation's time zone, as real date
// cells in a workbook and ISO 8601 with the zone's offset in CSV, with the Hijri date beside
// each date column when the exporter reads the Hijri calendar.

/** The reader's calendar and digits and the organisation's time zone. */
export type DateStyle = {
  language: Language;
  calendar: 'gregorian' | 'hijri' | 'both';
  digits: 'latn' | 'arab';
  timeZone: string;
};

export const DEFAULT_DATE_STYLE: DateStyle = {
  language: 'ar',
  calendar: 'gregorian',
  digits: 'latn',
  timeZone: 'Asia/Riyadh',
};

/** A moment (`Date`), or a day without time (`YYYY-MM-DD`); the cell of a date column. */
export type DateKind = 'instant' | 'day';

/** Number formats of the workbook's date cells. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const DATE_FORMAT = 'yyyy-mm-dd';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(instant: Date, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour!,
    minute: out.minute!,
    second: out.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The zone's wall-clock time of `instant` as a `Date` whose UTC fields carry it: exceljs writes a
 * `Date` as the serial of its UTC time, so the cell then shows the time people read in that zone.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const p = parts(instant, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** ISO 8601 to the second with the zone's offset: `2026-11-28T09:11:10+03:00`. */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  const minutes = Math.round(
    (wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${wall.toISOString().slice(0, 19)}${offset}`;
}

/** A day `YYYY-MM-DD` as the `Date` of its midnight in UTC (a date cell with no time). */
export function dayDate(day: string): Date | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day ? date : undefined;
}

/** The Hijri (Umm al-Qura) date of a day, as text in the style's digits. */
export function hijriText(day: Date, style: DateStyle): string {
  const text = new Intl.DateTimeFormat(style.language === 'ar' ? 'ar-SA' : 'en', {
    calendar: 'islamic-umalqura',
    numberingSystem: style.language === 'ar' ? style.digits : 'latn',
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);
  return text;
}

/** Whether the reader's exports carry a Hijri column beside each date column. */
export const withHijri = (style: DateStyle) => style.calendar !== 'gregorian';

/** The header of the Hijri column beside `header`, in the export's language. */
export const hijriHeader = (header: string, lang: Language) =>
  translate(lang, 'export_hijri_column', { column: header });

/**
 * A date column's value as a workbook cell (the zone's wall-clock time, or the day) with its
 * number format, as CSV text, and as the Hijri text of its day; nothing for an empty value.
 */
export function dateValue(
  value: Date | string | number | null | undefined,
  kind: DateKind,
  style: DateStyle,
): { cell: Date; csv: string; hijri: string } | undefined {
  if (value === null || value === undefined || typeof value === 'number' || value === '') {
    return undefined;
  }
  if (kind === 'instant') {
    const instant = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(instant.getTime())) return undefined;
    const cell = wallClock(instant, style.timeZone);
    const day = new Date(Date.UTC(cell.getUTCFullYear(), cell.getUTCMonth(), cell.getUTCDate()));
    return { cell, csv: isoInZone(instant, style.timeZone), hijri: hijriText(day, style) };
  }
  const day = typeof value === 'string' ? dayDate(value) : value;
  if (!day || Number.isNaN(day.getTime())) return undefined;
  return { cell: day, csv: day.toISOString().slice(0, 10), hijri: hijriText(day, style) };
}

export const numFmtOf = (kind: DateKind) => (kind === 'instant' ? DATE_TIME_FORMAT : DATE_FORMAT);

/** Stand-in until the settings module resolves the reader's style. */
export async function dateStyleOf(_user: unknown): Promise<DateStyle> {
  return DEFAULT_DATE_STYLE;
}
