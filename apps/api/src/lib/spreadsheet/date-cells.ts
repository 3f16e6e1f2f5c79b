import {
  formatHijriDay,
  offsetText,
  zoneOffsetMinutes,
  type DateStyle,
  type Language,
} from '@mutabaa/shared';
import { translate } from '../../i18n/translate.js';

// How the dates of every export are written: in the organisation's time zone, as real date
// cells in a workbook and ISO 8601 with the zone's offset in CSV, with the Hijri date beside
// each date column when the exporter reads the Hijri calendar.

/** A moment (`Date`), or a day without time (`YYYY-MM-DD`); the cell of a date column. */
export type DateKind = 'instant' | 'day';

/** Number formats of the workbook's date cells. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const DATE_FORMAT = 'yyyy-mm-dd';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day `YYYY-MM-DD` as the `Date` of its midnight in UTC (a date cell with no time). */
export function dayDate(day: string): Date | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day ? date : undefined;
}

/** Whether the reader's exports carry a Hijri column beside each date column. */
export const withHijri = (style: DateStyle) => style.calendar !== 'gregorian';

/** The header of the Hijri column beside `header`, in the export's language. */
export const hijriHeader = (header: string, lang: Language) =>
  translate(lang, 'export_hijri_column', { column: header });

/** A date column's value as the file writes it (a date cell, or CSV text) and its Hijri text. */
export type DateValue = { value: Date | string; hijri: string };

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;
const TWO = Array.from({ length: 60 }, (_, n) => pad(n));

/**
 * Writes the dates of one file: a moment as the zone's wall-clock time (a date cell in `xlsx`;
 * ISO 8601 with the zone's offset in `csv`) with the Hijri date of its day in that zone; a day as
 * itself, never shifted. Looking a zone's offset up costs about 10 µs, formatting a Hijri date a
 * few, and an export has two or three dates a row: so offsets are kept per UTC day (a day whose
 * two ends have the same offset has no change of offset in between: zones change theirs at most
 * a few times a year, never twice in a day), else per quarter of an hour (offsets change on
 * quarter hours), and each day's text and Hijri text once. One writer per file, so what it
 * keeps goes with the file.
 */
export function dateWriter(style: DateStyle, format: 'csv' | 'xlsx') {
  const { timeZone } = style;
  const hijri = withHijri(style);
  const offsets = new Map<number, number>();
  const offsetTexts = new Map<number, string>();
  const days = new Map<number, { iso: string; hijri: string }>();
  const dayTexts = new Map<string, number | undefined>();

  const offsetAt = (ms: number): number => zoneOffsetMinutes(new Date(ms), timeZone);
  const offsetOf = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const start = offsetAt(day * DAY_MS);
      offset = start === offsetAt(day * DAY_MS + DAY_MS - 1) ? start : Number.NaN;
      offsets.set(day, offset);
    }
    if (!Number.isNaN(offset)) return offset;
    const quarter = -1 - Math.floor(ms / QUARTER_MS); // negative keys: no clash with days
    let inQuarter = offsets.get(quarter);
    if (inQuarter === undefined) {
      inQuarter = offsetAt(ms);
      offsets.set(quarter, inQuarter);
    }
    return inQuarter;
  };
  const dayOf = (index: number) => {
    let day = days.get(index);
    if (!day) {
      const date = new Date(index * DAY_MS);
      const iso = date.toISOString().slice(0, 10);
      day = { iso, hijri: hijri ? formatHijriDay(iso, style) : '' };
      days.set(index, day);
    }
    return day;
  };
  const dayIndexOf = (text: string): number | undefined => {
    if (dayTexts.has(text)) return dayTexts.get(text);
    const date = dayDate(text);
    const index = date ? date.getTime() / DAY_MS : undefined;
    dayTexts.set(text, index);
    return index;
  };

  return (
    value: Date | string | number | null | undefined,
    kind: DateKind,
  ): DateValue | undefined => {
    if (value === null || value === undefined || typeof value === 'number' || value === '') {
      return undefined;
    }
    if (kind === 'instant') {
      const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
      if (Number.isNaN(ms)) return undefined;
      const offset = offsetOf(ms);
      const wall = Math.floor(ms / 1000) * 1000 + offset * 60_000;
      const index = Math.floor(wall / DAY_MS);
      const day = dayOf(index);
      if (format === 'xlsx') return { value: new Date(wall), hijri: day.hijri };
      let text = offsetTexts.get(offset);
      if (text === undefined) {
        text = offsetText(offset);
        offsetTexts.set(offset, text);
      }
      const seconds = (wall - index * DAY_MS) / 1000;
      const time = `${TWO[Math.floor(seconds / 3600)]}:${TWO[Math.floor(seconds / 60) % 60]}:${TWO[seconds % 60]}`;
      return { value: `${day.iso}T${time}${text}`, hijri: day.hijri };
    }
    const index =
      typeof value === 'string'
        ? dayIndexOf(value)
        : Number.isNaN(value.getTime())
          ? undefined
          : Math.floor(value.getTime() / DAY_MS);
    if (index === undefined) return undefined;
    const day = dayOf(index);
    return { value: format === 'xlsx' ? new Date(index * DAY_MS) : day.iso, hijri: day.hijri };
  };
}

/** One date's value with a writer of its own (for a handful of dates). */
export const dateValue = (
  value: Date | string | number | null | undefined,
  kind: DateKind,
  style: DateStyle,
  format: 'csv' | 'xlsx',
) => dateWriter(style, format)(value, kind);

export const numFmtOf = (kind: DateKind) => (kind === 'instant' ? DATE_TIME_FORMAT : DATE_FORMAT);
