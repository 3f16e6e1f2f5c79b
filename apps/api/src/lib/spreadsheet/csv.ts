import { neutraliseFormulas } from '@mutabaa/shared';

/** UTF-8 byte order mark: spreadsheet programs then read the Arabic text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One cell: formulas neutralised, then always quoted (RFC 4180, quotes doubled). */
export function csvCell(value: string): string {
  return `"${neutraliseFormulas(value).replaceAll('"', '""')}"`;
}

/** One record, CRLF-terminated (RFC 4180). */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
