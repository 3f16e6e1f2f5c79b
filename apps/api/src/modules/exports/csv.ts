/** UTF-8 byte order mark: spreadsheet programs then read the Arabic text as UTF-8. */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"): one that starts with a
// formula character, or with a tab or carriage return that a spreadsheet may skip first.
const FORMULA_START = /^[\t\r]/;
// The same characters after a separator a spreadsheet may split the cell on (a `;` locale, a
// tab or `|` on paste, text-to-columns) or a line break, spaces allowed in between: in
// `x;=1+1` the second field would be a formula once the cell is split.
const FORMULA_FIELD = /(^|[,;|\t\r\n])([ \t]*)(?=[=+\-@])/g;

/** A cell's text with every place a formula could start neutralised by an apostrophe. */
export function neutraliseFormulas(value: string): string {
  const safe = value.replace(FORMULA_FIELD, "$1$2'");
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

/** One cell: formulas neutralised, then always quoted (RFC 4180, quotes doubled). */
export function csvCell(value: string): string {
  return `"${neutraliseFormulas(value).replaceAll('"', '""')}"`;
}

/** One record, CRLF-terminated (RFC 4180). */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
