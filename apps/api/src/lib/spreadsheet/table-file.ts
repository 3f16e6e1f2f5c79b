import { Readable } from 'node:stream';
import type { Language, DateStyle } from '@mutabaa/shared';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../content-types.js';
import { CSV_BOM, csvLine } from './csv.js';
import { dateWriter, hijriHeader, numFmtOf, withHijri, type DateKind } from './date-cells.js';
import { xlsxStream, type SheetColumn, type SheetValue } from './xlsx.js';

export type ExportFile = {
  contentType: string;
  /** ASCII name for `filename`, and the name in the caller's language for `filename*`. */
  fileName: string;
  localName: string;
  body: Readable;
};

/** A column of an exported table; a date column says which kind of date its cells hold. */
export type TableColumn = { header: string; width: number; date?: DateKind };

/**
 * A cell: text or a number, or in a date column a moment (`Date`), a day (`YYYY-MM-DD`) or
 * nothing.
 */
export type TableCell = string | number | Date | null;

/** The Hijri column's width: "١٨ جمادى الآخرة ١٤٤٨ هـ" and its English spelling fit. */
const HIJRI_WIDTH = 24;

/** The file's columns: each date column followed by its Hijri column when the reader has one. */
export function fileColumns(
  columns: TableColumn[],
  style: DateStyle,
  lang: Language,
): SheetColumn[] {
  const hijri = withHijri(style);
  return columns.flatMap((c) => {
    if (!c.date) return [{ header: c.header, width: c.width }];
    const column = { header: c.header, width: c.width, numFmt: numFmtOf(c.date) };
    if (!hijri) return [column];
    return [column, { header: hijriHeader(c.header, lang), width: HIJRI_WIDTH }];
  });
}

/**
 * What writes a row's cells as the file holds them, in the order of `fileColumns`: a date as a
 * date cell (`xlsx`) or ISO 8601 text (`csv`), with its Hijri text after it when the reader has
 * that calendar. One per file (its writer keeps the zone's offsets and the Hijri dates it met).
 */
export function fileCells(
  columns: TableColumn[],
  style: DateStyle,
  format: 'csv' | 'xlsx',
): (row: TableCell[]) => SheetValue[] {
  const hijri = withHijri(style);
  const write = dateWriter(style, format);
  return (row) => {
    const out: SheetValue[] = [];
    columns.forEach((c, i) => {
      const cell = row[i] ?? null;
      if (!c.date) {
        if (cell instanceof Date) out.push(cell.toISOString());
        else out.push(typeof cell === 'number' && format === 'csv' ? String(cell) : (cell ?? ''));
        return;
      }
      const date = write(cell, c.date);
      // Text that is no date stays as it was written (a cell of an import's problem row).
      const text = typeof cell === 'string' ? cell : format === 'csv' ? '' : null;
      out.push(date ? date.value : text);
      if (hijri) out.push(date?.hijri ?? '');
    });
    return out;
  };
}

/**
 * A table as a streamed CSV (UTF-8 with a byte order mark, every cell quoted, formulas
 * neutralised) or XLSX (one sheet, right to left in Arabic) file named `<base>-<date>.<format>`,
 * written batch by batch as `batches` yields them.
 */
export function tableFile(
  options: {
    format: 'csv' | 'xlsx';
    lang: Language;
    /** The file's name without date and extension: ASCII, and in the caller's language. */
    base: string;
    localBase: string;
    sheetName: string;
    columns: TableColumn[];
    /** The exporter's calendar and digits, the organisation's time zone. */
    style: DateStyle;
  },
  batches: AsyncIterable<TableCell[][]>,
): ExportFile {
  const { format, lang, style } = options;
  const columns = fileColumns(options.columns, style, lang);
  const cellsOf = fileCells(options.columns, style, format);
  const date = new Date().toISOString().slice(0, 10);
  const name = (base: string) => `${base}-${date}.${format}`;
  const file = { fileName: name(options.base), localName: name(options.localBase) };
  if (format === 'xlsx') {
    async function* rows(): AsyncGenerator<SheetValue[][]> {
      for await (const batch of batches) yield batch.map(cellsOf);
    }
    const body = xlsxStream({ sheetName: options.sheetName, lang, columns }, rows());
    return { ...file, contentType: XLSX_CONTENT_TYPE, body };
  }
  async function* csv(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLine(columns.map((c) => c.header)));
    for await (const rows of batches) {
      yield Buffer.from(
        rows
          .map((row) => csvLine(cellsOf(row).map((v) => (typeof v === 'string' ? v : ''))))
          .join(''),
      );
    }
  }
  return {
    ...file,
    contentType: CSV_CONTENT_TYPE,
    body: Readable.from(csv(), { objectMode: false }),
  };
}

/**
 * The rows `read` gives, batch by batch (`read(last)` gives the batch after the row `last`), as
 * the cells of each row. The first batch is read before this resolves, so before the file is
 * handed over and its status line sent: a query the database refuses is then an error
 * response, never a 200 cut short. Each next batch is read while the one before is formatted
 * and sent (PostgreSQL's pool runs it on another connection; PGlite simply queues it). `done`
 * gets the number of rows written and whether that was all of them, when the reading ends (a
 * client may leave half-way, a later read may fail).
 */
export async function batchesOf<R>(
  read: (last?: R) => Promise<R[]>,
  batchSize: number,
  cells: (row: R) => TableCell[],
  done: (rowCount: number, complete: boolean) => Promise<void>,
): Promise<AsyncGenerator<TableCell[][]>> {
  const first = await read();
  async function* batches(): AsyncGenerator<TableCell[][]> {
    let rowCount = 0;
    let complete = false;
    try {
      let rows = first;
      for (;;) {
        const last = rows.length === batchSize ? rows[rows.length - 1] : undefined;
        const next = last === undefined ? undefined : read(last);
        next?.catch(() => undefined); // awaited below; not unhandled if the reader leaves first
        if (rows.length > 0) {
          rowCount += rows.length;
          yield rows.map(cells);
        }
        if (!next) break;
        rows = await next;
      }
      complete = true;
    } finally {
      await done(rowCount, complete);
    }
  }
  return batches();
}
