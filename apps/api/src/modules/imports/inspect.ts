import { IMPORT_SAMPLE_ROWS } from '@mutabaa/shared';
import { cellText, sheetsOf, type Cell, type ImportSource } from './read-file.js';

/** What the upload reads of one sheet. */
export type SheetInfo = {
  name: string;
  columns: string[];
  sampleRows: string[][];
  rowCount: number;
};

/** Longest column name kept. */
const COLUMN_NAME_MAX = 200;

/**
 * The header row as column names: trimmed, an empty one named by its position (#3), and a
 * repeated one told apart by its position too (Title #4), so that each name maps one column.
 */
export function columnNames(header: Cell[]): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    let name = cellText(cell).replace(/\s+/g, ' ').trim().slice(0, COLUMN_NAME_MAX);
    if (!name) name = `#${index + 1}`;
    else if (seen.has(name)) name = `${name} #${index + 1}`;
    seen.add(name);
    names.push(name);
  });
  return names;
}

/** Reads every sheet through once: its columns, first rows and number of data rows. */
export async function inspectFile(source: ImportSource): Promise<SheetInfo[]> {
  const sheets: SheetInfo[] = [];
  for await (const sheet of sheetsOf(source)) {
    let info: SheetInfo | undefined;
    for await (const row of sheet.rows) {
      if (!info) {
        info = { name: sheet.name, columns: columnNames(row.cells), sampleRows: [], rowCount: 0 };
        continue;
      }
      info.rowCount += 1;
      if (info.sampleRows.length < IMPORT_SAMPLE_ROWS) {
        info.sampleRows.push(info.columns.map((_, i) => cellText(row.cells[i] ?? null)));
      }
    }
    if (info) sheets.push(info);
  }
  return sheets;
}
