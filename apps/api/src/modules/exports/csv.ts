/** UTF-8 byte order mark: spreadsheet programs then read the Arabic text as UTF-8. */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with an apostrophe, then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated (RFC 4180). */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
