import type { Language, DateStyle } from '@mutabaa/shared';
import type ExcelJS from 'exceljs';
import { dateValue, hijriHeader, numFmtOf, withHijri, type DateKind } from './date-cells.js';
import { fileCells, fileColumns, type TableCell, type TableColumn } from './table-file.js';
import type { SheetColumn, SheetValue } from './xlsx.js';

/** A cell of a sheet built in memory; a date outside a date column carries its own format. */
export type BookCell = SheetValue | { date: Date; numFmt: string };

const isDated = (value: BookCell): value is { date: Date; numFmt: string } =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/**
 * A sheet of a workbook built in memory (small, bounded files): header row bold and frozen,
 * right to left in Arabic, dates in their column's (or their own) number format.
 */
export function bookSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  lang: Language,
  columns: SheetColumn[],
  rows: BookCell[][],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((v) => (isDated(v) ? v.date : v)));
    cells.forEach((v, i) => {
      const numFmt = isDated(v) ? v.numFmt : v instanceof Date ? columns[i]?.numFmt : undefined;
      if (numFmt) row.getCell(i + 1).numFmt = numFmt;
    });
  }
  return sheet;
}

/** A table's columns and rows as `bookSheet` takes them: date columns with their Hijri ones. */
export function bookTable(
  columns: TableColumn[],
  rows: TableCell[][],
  style: DateStyle,
  lang: Language,
): { columns: SheetColumn[]; rows: BookCell[][] } {
  return {
    columns: fileColumns(columns, style, lang),
    rows: rows.map(fileCells(columns, style, 'xlsx')),
  };
}

/**
 * The rows of a labelled date in a sheet of figures (label, value, then `rest`): the date in the
 * organisation's time zone, and below it its Hijri date when the reader has that calendar.
 */
export function dateRows(
  label: string,
  value: Date | string,
  kind: DateKind,
  style: DateStyle,
  lang: Language,
  rest: BookCell[] = [],
): BookCell[][] {
  const date = dateValue(value, kind, style, 'xlsx');
  if (!(date?.value instanceof Date)) {
    return [[label, typeof value === 'string' ? value : null, ...rest]];
  }
  const rows: BookCell[][] = [[label, { date: date.value, numFmt: numFmtOf(kind) }, ...rest]];
  if (withHijri(style)) rows.push([hijriHeader(label, lang), date.hijri]);
  return rows;
}
