import type { Language } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ImportRow } from '../../db/schema/index.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';
import { tableFile, type ExportFile } from '../../lib/spreadsheet/table-file.js';
import { allImportErrors } from './imports.repository.js';
import { cellText, rowsOfSheet } from './read-file.js';
import { sheetOf, sourceOf } from './run-deps.js';

const BATCH = 500;

/**
 * The rows with problems as the original sheet (its header, its cells as text, its row order)
 * with a last column of their messages in the caller's language: corrected, it can be uploaded
 * again. Streamed from the stored file.
 */
export async function problemsFile(
  db: Executor,
  dataDir: string,
  row: ImportRow,
  format: 'xlsx' | 'csv',
  lang: Language,
): Promise<ExportFile> {
  const messages = new Map<number, string[]>();
  for (const error of await allImportErrors(db, row.id)) {
    const text = translate(lang, error.message as MessageKey, error.params as MessageParams);
    const where = error.column ? `${error.column}: ` : '';
    const list = messages.get(error.row) ?? [];
    list.push(`${where}${text}`);
    messages.set(error.row, list);
  }
  const columns = sheetOf(row)?.columns ?? [];
  async function* batches(): AsyncGenerator<string[][]> {
    let header = true;
    let batch: string[][] = [];
    for await (const fileRow of rowsOfSheet(sourceOf(dataDir, row), row.sheet)) {
      if (header) {
        header = false;
        continue;
      }
      const list = messages.get(fileRow.row);
      if (!list) continue;
      const cells = columns.map((_, i) => cellText(fileRow.cells[i] ?? null));
      batch.push([...cells, list.join('\n')]);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
  const t = (key: MessageKey) => translate(lang, key);
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
      headers: [...columns, t('import_problems_column')],
      widths: [...columns.map(() => 18), 60],
    },
    batches(),
  );
}
