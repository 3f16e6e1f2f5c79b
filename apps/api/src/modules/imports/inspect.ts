import {
  IMPORT_COLUMN_NAME_MAX,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_SAMPLE_CELL_MAX,
  IMPORT_SAMPLE_ROWS,
  IMPORT_STORED_TEXT_MAX,
} from '@mutabaa/shared';
import { ReadLimitError, type ReadOptions } from './read-budget.js';
import { cellText, sheetsOf, type Cell, type ImportSource } from './read-file.js';

/** What the upload reads of one sheet. */
export type SheetInfo = {
  name: string;
  columns: string[];
  sampleRows: string[][];
  /** Data rows, counted up to IMPORT_MAX_ROWS + 1 (past it the sheet is too large anyway). */
  rowCount: number;
};

/** `text` at most `max` characters long, a cut one ending with an ellipsis. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never half of a surrogate pair: the rest would not be valid text.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * The header row as column names: trimmed, an empty one named by its position (#3), and a
 * repeated one told apart by its position too (Title #4), so that each name maps one column.
 */
export function columnNames(header: Cell[]): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    let name = cut(cellText(cell).replace(/\s+/g, ' ').trim(), IMPORT_COLUMN_NAME_MAX);
    if (!name) name = `#${index + 1}`;
    else if (seen.has(name)) name = `${name} #${index + 1}`;
    seen.add(name);
    names.push(name);
  });
  return names;
}

const length = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0);

/**
 * Reads every sheet once: its columns, first rows and number of data rows, within the limits
 * of IMPORT_READ_LIMITS (see sheetsOf). A header wider than IMPORT_MAX_COLUMNS fails with a
 * ReadLimitError of `columns`. The first rows stored for all sheets together stop at
 * IMPORT_STORED_TEXT_MAX characters.
 */
export async function inspectFile(
  source: ImportSource,
  options: ReadOptions = {},
): Promise<SheetInfo[]> {
  const sheets: SheetInfo[] = [];
  let stored = 0;
  for await (const sheet of sheetsOf(source, options)) {
    let info: SheetInfo | undefined;
    for await (const row of sheet.rows) {
      if (!info) {
        if (row.cells.length > IMPORT_MAX_COLUMNS) throw new ReadLimitError('columns');
        info = { name: sheet.name, columns: columnNames(row.cells), sampleRows: [], rowCount: 0 };
        stored += length(info.columns);
        continue;
      }
      info.rowCount += 1;
      // One more than the limit makes the sheet too large: no need to count further.
      if (info.rowCount > IMPORT_MAX_ROWS) break;
      if (info.sampleRows.length < IMPORT_SAMPLE_ROWS && stored < IMPORT_STORED_TEXT_MAX) {
        const sample = info.columns.map((_, i) =>
          cut(cellText(row.cells[i] ?? null), IMPORT_SAMPLE_CELL_MAX),
        );
        stored += length(sample);
        info.sampleRows.push(sample);
      }
    }
    if (info) sheets.push(info);
    if (stored > IMPORT_STORED_TEXT_MAX) throw new ReadLimitError('stored');
  }
  return sheets;
}
