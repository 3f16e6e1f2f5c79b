import type { Language, TApplicationExportQuery } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { translate } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';
import { scopeOf } from '../applications/applications.policy.js';
import { listFilters } from '../applications/list-filters.js';
import { allOptions } from '../form-config/options.service.js';
import { EXPORT_COLUMNS, exportCells, exportHeaders, optionLabels } from './export-columns.js';
import { exportBatch, exportWhere, type ExportCursor } from './exports.repository.js';
import { tableFile, type ExportFile } from './table-file.js';

/** Rows read per query: large enough to be fast, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Streamed export of what the list would show with the same filters, search and ordering,
 * within the caller's scope (DESIGN §5). Rows are read by key in batches and written as they
 * come; the first batch before this resolves (a failure there rejects it). The audit entry is
 * written when the stream ends, with the number of rows written and whether the file was
 * complete (a client may leave half-way, a later read may fail: the stream then errors, which
 * Fastify logs as it ends the response).
 */
export class ExportsService {
  constructor(private readonly deps: { db: Db; batchSize?: number }) {}

  async applications(
    query: TApplicationExportQuery,
    actor: Actor,
    lang: Language,
  ): Promise<ExportFile> {
    const db = this.deps.db;
    const where = exportWhere(scopeOf(actor), listFilters(query));
    const labels = optionLabels(await allOptions(db), lang);
    const { format, ordering } = query;
    const batchSize = this.deps.batchSize ?? EXPORT_BATCH_SIZE;
    const filters = Object.fromEntries(
      Object.entries(query).filter(([key, value]) => key !== 'format' && value !== undefined),
    );
    let rowCount = 0;
    let complete = false;
    // A client's file names staff as the API does: without their addresses.
    const addresses = actor.user.role !== 'client';
    const read = (cursor?: ExportCursor) =>
      exportBatch(db, where, ordering, cursor, batchSize, addresses);
    // The first batch is read before the file is handed over, so before the status line: a
    // query the database refuses is then an error response, never a 200 cut short.
    const first = await read();

    async function* batches(): AsyncGenerator<string[][]> {
      try {
        let rows = first;
        for (;;) {
          // The next batch is read while this one is formatted and sent (PostgreSQL's pool
          // runs it on another connection; PGlite simply queues it).
          const last = rows.length === batchSize ? rows[rows.length - 1]! : undefined;
          const next = last ? read({ key: last.key, id: last.id }) : undefined;
          next?.catch(() => undefined); // awaited below; not unhandled if the reader leaves first
          if (rows.length > 0) {
            rowCount += rows.length;
            yield rows.map((row) => exportCells(row, labels, lang));
          }
          if (!next) break;
          rows = await next;
        }
        complete = true;
      } finally {
        await writeAuditLog(db, {
          actorId: actor.user.id,
          action: 'application.exported',
          entityType: 'application',
          entityId: null,
          changes: { format, filters, row_count: rowCount, complete },
          ip: actor.ip,
        });
      }
    }

    return tableFile(
      {
        format,
        lang,
        base: 'applications',
        localBase: translate(lang, 'export_file_name'),
        sheetName: translate(lang, 'export_sheet_name'),
        headers: exportHeaders(lang),
        widths: EXPORT_COLUMNS.map((c) => c.width),
      },
      batches(),
    );
  }
}
