import type { ApplicationRow, NewApplicationRow, UserRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { newTransactionId, referenceNumber, applicationSearchText } from '../applications/index.js';
import { notifyImportFinished } from '../notifications/index.js';
import { addImportToReports, deferReportAggregates } from '../reports/index.js';
import { problemRows, forEachBatch } from './check-run.js';
import {
  deleteImportErrors,
  findImportById,
  insertApplicationsBatch,
  insertCreatedHistory,
  insertImportErrors,
  reserveReferences,
  updateImport,
} from './imports.repository.js';
import type { CheckedRow } from './row-check.js';
import { contextOf, heartbeat, RunStopped, sheetOf, type RunDeps } from './run-deps.js';
import type { ImportRow } from '../../db/schema/index.js';
import { syncClocks } from '../sla/index.js';

/** Every written column, so that each row of a batch has the same keys (`bulkInsert`). */
const BLANK: Partial<NewApplicationRow> = {
  title: '',
  description: '',
  transactionType: null,
  clientId: null,
  clientEmail: '',
  clientPhone: '',
  assignedToId: null,
  department: '',
  dueDate: null,
  tags: [],
  externalReferenceId: '',
  projectId: null,
};

/** Some rows no longer pass (what they name changed since the check): nothing is written. */
class RowsChanged extends Error {
  constructor(readonly checked: CheckedRow[]) {
    super('rows changed since the check');
  }
}

/**
 * Reference numbers for the import's rows, reserved in a short transaction of their own so
 * that other writers are not kept waiting for the whole import; a retry reuses them.
 */
async function referencesFor(
  deps: RunDeps,
  row: ImportRow,
  runId: string,
  count: number,
): Promise<{ year: number; first: number }> {
  const year = new Date().getUTCFullYear();
  if (row.referenceYear === year && row.referenceFirst && (row.referenceCount ?? 0) >= count) {
    return { year, first: row.referenceFirst };
  }
  const first = await deps.db.transaction(async (tx) => {
    const value = await reserveReferences(tx, year, count);
    await updateImport(
      tx,
      row.id,
      { referenceYear: year, referenceFirst: value, referenceCount: count },
      runId,
    );
    return value;
  });
  return { year, first };
}

/** Inserts a batch of checked rows, drawing a transaction id again where one is taken. */
async function insertBatch(
  tx: Executor,
  rows: NewApplicationRow[],
  clients: (UserRow | undefined)[],
): Promise<number[]> {
  const ids: number[] = [];
  let pending = rows.map((values, i) => ({ values, client: clients[i] }));
  for (let attempt = 0; pending.length && attempt < 5; attempt += 1) {
    const drawn = pending.map(({ values, client }) => {
      const transactionId = newTransactionId();
      const full = { ...values, transactionId };
      return {
        values: { ...full, searchText: applicationSearchText(full as ApplicationRow, client) },
        client,
      };
    });
    const inserted = await insertApplicationsBatch(
      tx,
      drawn.map((d) => d.values),
    );
    const taken = new Set(inserted.map((r) => r.transactionId));
    ids.push(...inserted.map((r) => r.id));
    pending = drawn.filter((d) => !taken.has(d.values.transactionId));
  }
  if (pending.length) throw new Error('could not draw free transaction ids');
  return ids;
}

/**
 * The commit job: every row checked again with the same rules and, when all still pass,
 * written in one transaction (applications, their history, their webhook events, one audit
 * entry, one notification, the import's outcome), so that a failure or a killed process leaves no application of it.
 */
export async function runCommit(
  deps: RunDeps,
  id: number,
  runId: string,
  ip: string | null,
): Promise<void> {
  const { db } = deps;
  const row = await findImportById(db, id);
  if (!row || row.runId !== runId || row.status !== 'importing') return;
  const total = sheetOf(row)?.rowCount ?? row.rowCount;
  deps.runs.start(id, runId, total);
  try {
    // Started: from now on a run without a heartbeat (or, embedded, not in this process) died.
    await heartbeat(deps, id, runId, 0);
    const refs = await referencesFor(deps, row, runId, Math.max(total, 1));
    const created = await db.transaction(async (tx) => {
      deps.log.info({ importId: id, rows: total }, 'import commit started');
      const loaded = await contextOf(tx, row);
      if (!loaded) throw new Error('import owner or sheet missing');
      const { user, ctx } = loaded;
      await deferReportAggregates(tx);
      const failed: CheckedRow[] = [];
      let written = 0;
      const now = new Date();
      await forEachBatch(tx, deps, row, ctx, async (checked, done) => {
        const bad = checked.filter((c) => c.problems.length);
        if (bad.length || failed.length) {
          failed.push(...bad);
        } else {
          const values: NewApplicationRow[] = checked.map((c, i) => ({
            ...BLANK,
            ...c.values!,
            referenceNumber: referenceNumber(refs.year, refs.first + written + i),
            transactionId: '',
            createdById: user.id,
            importId: id,
            createdAt: now,
            updatedAt: now,
          }));
          const ids = await insertBatch(
            tx,
            values,
            checked.map((c) => c.client),
          );
          await insertCreatedHistory(
            tx,
            ids.map((applicationId, i) => ({
              applicationId,
              status: values[i]!.status!,
              createdAt: now,
            })),
            user.id,
          );
          await syncClocks(tx, ids);
          await deps.notifier.webhooks?.emitEach(tx, 'application.created', ids, user);
          written += ids.length;
        }
        // The embedded database's one connection is this transaction's until it ends.
        await heartbeat(deps, id, runId, done, !deps.embedded);
      });
      if (failed.length) throw new RowsChanged(failed);
      await addImportToReports(tx, id);
      await writeAuditLog(tx, {
        actorId: user.id,
        action: 'application.imported',
        entityType: 'import',
        entityId: String(id),
        changes: {
          file_name: row.fileName,
          created: written,
          first_reference: written ? referenceNumber(refs.year, refs.first) : null,
          last_reference: written ? referenceNumber(refs.year, refs.first + written - 1) : null,
        },
        ip,
      });
      await notifyImportFinished(tx, deps.notifier, user.id, {
        fileName: row.fileName,
        created: written,
        failed: 0,
        importId: id,
      });
      const done = await updateImport(
        tx,
        id,
        {
          status: 'completed',
          created: written,
          progressDone: written,
          finishedAt: new Date(),
          failure: null,
          heartbeatAt: null,
          runId: null,
        },
        runId,
      );
      if (!done) throw new RunStopped();
      return written;
    });
    deps.log.info({ importId: id, created }, 'import committed');
  } catch (error) {
    if (error instanceof RowsChanged) {
      await deleteImportErrors(db, id);
      await insertImportErrors(db, problemRows(id, error.checked));
      const errorRows = error.checked.length;
      await updateImport(
        db,
        id,
        {
          status: 'checked',
          errorRows,
          validRows: Math.max(total - errorRows, 0),
          failure: 'import_rows_changed',
          heartbeatAt: null,
          runId: null,
        },
        runId,
      );
    } else if (error instanceof RunStopped) {
      // Cancelled here (embedded) or elsewhere: the run's transaction is undone either way.
      await updateImport(
        db,
        id,
        { status: 'cancelled', failure: 'import_cancelled', heartbeatAt: null, runId: null },
        runId,
      );
    } else {
      deps.log.error({ err: error, importId: id }, 'import commit failed');
      await updateImport(
        db,
        id,
        { status: 'failed', failure: 'import_failed', heartbeatAt: null, runId: null },
        runId,
      );
    }
  } finally {
    deps.runs.finish(id, runId);
  }
}
