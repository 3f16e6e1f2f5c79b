import { isolate, type Language, type TImportMapping, type DateStyle } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ImportRow } from '../../db/schema/index.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';
import {
  tableFile,
  type ExportFile,
  type TableCell,
  type TableColumn,
} from '../../lib/spreadsheet/table-file.js';
import { parseDay } from './cell-values.js';
import { allImportErrors } from './imports.repository.js';
import { cellText, rowsOfSheet } from './read-file.js';
import { sheetOf, sourceOf } from './run-deps.js';

const BATCH = 500;

/**
 * The rows with problems as the original sheet (its header, its cells as text, its row order)
 * with a last column of their messages in the caller's language: corrected, it can be uploaded
 * again. The column mapped to the due date is a date column (a cell that is no day stays as
 * written), with its Hijri date beside it when the caller reads that calendar; that column's
 * header names no field, so uploading the file again leaves it aside. Streamed from the stored
 * file.
 */
export async function problemsFile(
  db: Executor,
  dataDir: string,
  row: ImportRow,
  format: 'xlsx' | 'csv',
  lang: Language,
  style: DateStyle,
): Promise<ExportFile> {
  const messages = new Map<number, string[]>();
  for (const error of await allImportErrors(db, row.id)) {
    // The file's values and headers keep their own direction inside the sentence (a Latin
    // status in an Arabic message, an Arabic header before an English one).
    const params = Object.fromEntries(
      Object.entries((error.params ?? {}) as MessageParams).map(([name, value]) => [
        name,
        typeof value === 'string' ? isolate(value) : value,
      ]),
    );
    const text = translate(lang, error.message as MessageKey, params);
    const where = error.column ? `${isolate(error.column)}: ` : '';
    const list = messages.get(error.row) ?? [];
    list.push(`${where}${text}`);
    messages.set(error.row, list);
  }
  const columns = sheetOf(row)?.columns ?? [];
  const mapping = (row.mapping as TImportMapping | null) ?? {};
  const days = columns.map((column) => mapping[column] === 'due_date');
  async function* batches(): AsyncGenerator<TableCell[][]> {
    let header = true;
    let batch: TableCell[][] = [];
    for await (const fileRow of rowsOfSheet(sourceOf(dataDir, row), row.sheet)) {
      if (header) {
        header = false;
        continue;
      }
      const list = messages.get(fileRow.row);
      if (!list) continue;
      const cells = columns.map((_, i) => {
        const cell = fileRow.cells[i] ?? null;
        return (days[i] && parseDay(cell)) || cellText(cell);
      });
      batch.push([...cells, list.join('\n')]);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
  const t = (key: MessageKey) => translate(lang, key);
  const tableColumns: TableColumn[] = [
    ...columns.map((header, i) => ({
      header,
      width: 18,
      date: days[i] ? ('day' as const) : undefined,
    })),
    { header: t('import_problems_column'), width: 60 },
  ];
  return tableFile(
    {
      format,
      lang,
      base: 'import-problems',
      localBase: t('import_problems_file_name'),
      sheetName:
        (sheetOf(row)?.name ?? '')
          .replace(/[[\]:*?/\\]/g, ' ')
          .trim()
          .slice(0, 31) || t('import_problems_file_name'),
      columns: tableColumns,
      style,
    },
    batches(),
  );
}
