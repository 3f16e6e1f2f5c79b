/*
 * The guard that keeps a spreadsheet from running a cell as a formula (OWASP "CSV injection"):
 * the exports add an apostrophe, and the import takes away the one at the start of a cell, so
 * that a file exported (or the import template) and filled in comes back as it was written.
 */

// A cell a spreadsheet would run as a formula: one that starts with a formula character, or
// with a tab or carriage return that a spreadsheet may skip first.
const FORMULA_START = /^[\t\r]/;
// The same characters after a separator a spreadsheet may split the cell on (a `;` locale, a
// tab or `|` on paste, text-to-columns) or a line break, spaces allowed in between: in
// `x;=1+1` the second field would be a formula once the cell is split.
const FORMULA_FIELD = /(^|[,;|\t\r\n])([ \t]*)(?=[=+\-@])/g;
// Where `neutraliseFormulas` puts its apostrophes at the start of a cell, undone in the
// opposite order: first the one before a tab or carriage return, then the one after the
// leading spaces before a formula character.
const GUARDED_START = /^'(?=[\t\r])/;
const GUARDED_FIELD = /^([ \t]*)'(?=[=+\-@])/;

/** A cell's text with every place a formula could start neutralised by an apostrophe. */
export function neutraliseFormulas(value: string): string {
  const safe = value.replace(FORMULA_FIELD, "$1$2'");
  return FORMULA_START.test(safe) ? `'${safe}` : safe;
}

/**
 * A cell's text without the apostrophe `neutraliseFormulas` puts at its start (before
 * `= + - @`, after any leading spaces, or before a tab or carriage return). An apostrophe
 * anywhere else is the writer's own and stays.
 */
export function withoutFormulaGuard(value: string): string {
  return value.replace(GUARDED_START, '').replace(GUARDED_FIELD, '$1');
}
