import { normalizeSearchText, westernDigits, withoutDirectionMarks } from '@mutabaa/shared';
import { cellText, type Cell } from './read-file.js';

// Reading what people type into spreadsheets: dates in several forms and scripts, option
// labels in either language, lists of tags.

const YMD =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
/** Day 1 of Excel's serial dates (1900 date system, its leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A day as `YYYY-MM-DD`, from an Excel date, an Excel serial number, or text written as
 * year-month-day or day/month/year (with -, / or . between, in Western or Arabic-Indic digits).
 * Undefined when it is not a day of the calendar.
 */
export function parseDay(cell: Cell): string | undefined {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) return undefined;
    return new Date(EXCEL_EPOCH + cell * DAY_MS).toISOString().slice(0, 10);
  }
  const text = westernDigits(cellText(cell));
  const ymd = YMD.exec(text);
  if (ymd) return isoDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = DMY.exec(text);
  if (dmy) return isoDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return undefined;
}

/**
 * Tags from one cell: separated by commas (Latin or Arabic) or semicolons, each once. The
 * direction marks an export puts around each tag are dropped.
 */
export function parseTags(cell: Cell): string[] {
  const tags = withoutDirectionMarks(cellText(cell))
    .split(/[,،;؛\n]/)
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** The key two spellings of the same label share: case, Arabic letter forms, spaces. */
export const labelKey = (text: string) => normalizeSearchText(westernDigits(text));

/** Finds an option by its value or either label, whatever the case or Arabic letter forms. */
export class OptionMatcher {
  private readonly byKey = new Map<string, string>();

  constructor(options: { value: string; labelEn: string; labelAr: string }[]) {
    // Values first: a label that spells another option's value does not take its place.
    for (const o of options) this.byKey.set(labelKey(o.value), o.value);
    for (const o of options) {
      for (const label of [o.labelEn, o.labelAr]) {
        const key = labelKey(label);
        if (key && !this.byKey.has(key)) this.byKey.set(key, o.value);
      }
    }
  }

  find(text: string): string | undefined {
    return this.byKey.get(labelKey(text));
  }
}
