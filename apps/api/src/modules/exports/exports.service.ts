import type { Language, TApplicationExportQuery } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { translate } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { scopeOf, listFiltersOf } from '../applications/index.js';
import { allOptions } from '../form-config/index.js';
import { exportCells, exportColumns, optionLabels } from './export-columns.js';
import { exportBatch, exportWhere, type ExportRow } from './exports.repository.js';
import { dateStyleOf } from '../settings/index.js';
import { batchesOf, tableFile, type ExportFile } from '../../lib/spreadsheet/table-file.js';

/** Rows read per query: large enough to be fast, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Streamed export of what the list would show with the same filters, search and ordering, within
 * the caller's scope (docs/architecture.md#scope). Rows are read by key in batches and written as
 * they come; the first batch before this resolves (a failure there rejects it). The audit entry is
 * written when the stream ends, with the number of rows written and whether the file was complete
 * (a client may leave half-way, a later read may fail: the stream then errors, which Fastify logs
 * as it ends the response).
 */
export class ExportsService {
  constructor(private readonly deps: { db: Db; batchSize?: number }) {}

  async applications(
    query: TApplicationExportQuery,
    actor: Actor,
    lang: Language,
  ): Promise<ExportFile> {
    const db = this.deps.db;
    const where = exportWhere(scopeOf(actor), await listFiltersOf(db, query));
    const labels = optionLabels(await allOptions(db), lang);
    // The exporter's calendar and digits, whoever writes the file; the texts in `lang`.
    const style = await dateStyleOf(db, {
      language: lang,
      calendar: actor.user.calendar,
      digits: actor.user.digits,
    });
    const { format, ordering } = query;
    const batchSize = this.deps.batchSize ?? EXPORT_BATCH_SIZE;
    const filters = Object.fromEntries(
      Object.entries(query).filter(([key, value]) => key !== 'format' && value !== undefined),
    );
    // A client's file names staff as the API does: without their addresses.
    const addresses = actor.user.role !== 'client';
    const batches = await batchesOf(
      (last?: ExportRow) =>
        exportBatch(
          db,
          where,
          ordering,
          last ? { key: last.key, id: last.id } : undefined,
          batchSize,
          addresses,
        ),
      batchSize,
      (row) => exportCells(row, labels, lang),
      (rowCount, complete) =>
        writeAuditLog(db, {
          actorId: actor.user.id,
          action: 'application.exported',
          entityType: 'application',
          entityId: null,
          changes: { format, filters, row_count: rowCount, complete },
          ip: actor.ip,
        }),
    );

    return tableFile(
      {
        format,
        lang,
        base: 'applications',
        localBase: translate(lang, 'export_file_name'),
        sheetName: translate(lang, 'export_sheet_name'),
        columns: exportColumns(lang),
        style,
      },
      batches,
    );
  }
}
