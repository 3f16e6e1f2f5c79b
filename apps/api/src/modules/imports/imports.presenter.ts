import {
  IMPORT_FILE_DAYS,
  type ImportStatus,
  type Language,
  type TImport,
  type TImportMapping,
  type TImportOptions,
  type TImportProblem,
  type TImportSummary,
} from '@mutabaa/shared';
import type { ImportErrorRow, ImportRow } from '../../db/schema/index.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';
import type { SheetInfo } from './inspect.js';

/** A sheet as the upload read it, with the mapping to offer for it. */
export type StoredSheet = SheetInfo & { suggestedMapping: TImportMapping };

/** What the presenter adds to a row: a running job's fresher progress, an earlier import. */
export type Extras = { done?: number; alreadyImported?: number };

export function presentSummary(row: ImportRow, lang: Language, extras: Extras): TImportSummary {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format === 'xlsx' ? 'xlsx' : 'csv',
    status: row.status as ImportStatus,
    sheet: row.sheet,
    row_count: row.rowCount,
    progress: { done: extras.done ?? row.progressDone, total: row.progressTotal },
    valid_rows: row.validRows,
    error_rows: row.errorRows,
    created: row.created,
    already_imported: extras.alreadyImported ?? null,
    failure: row.failure
      ? translate(lang, row.failure as MessageKey, { days: IMPORT_FILE_DAYS })
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentProblem(error: ImportErrorRow, lang: Language): TImportProblem {
  return {
    row: error.row,
    column: error.column,
    field: error.field,
    value: error.value,
    message: translate(lang, error.message as MessageKey, error.params as MessageParams),
  };
}

export function presentImport(
  row: ImportRow,
  lang: Language,
  extras: Extras,
  errors: { rows: ImportErrorRow[]; count: number },
): TImport {
  const sheets = row.sheets as StoredSheet[];
  const current = (row.sheet && sheets.find((s) => s.name === row.sheet)) || sheets[0];
  return {
    ...presentSummary(row, lang, extras),
    sheets: sheets.map((s) => ({
      name: s.name,
      columns: s.columns,
      sample_rows: s.sampleRows,
      row_count: s.rowCount,
      suggested_mapping: s.suggestedMapping,
    })),
    columns: current?.columns ?? [],
    sample_rows: current?.sampleRows ?? [],
    suggested_mapping: current?.suggestedMapping ?? {},
    mapping: (row.mapping as TImportMapping | null) ?? null,
    options: (row.options as TImportOptions | null) ?? null,
    errors: errors.rows.map((e) => presentProblem(e, lang)),
    error_count: errors.count,
  };
}
