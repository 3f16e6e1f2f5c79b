import type { NewImportErrorRow } from '../../db/schema/index.js';
import {
  deleteImportErrors,
  findImportById,
  insertImportErrors,
  updateImport,
} from './imports.repository.js';
import { rowsOfSheet, type FileRow } from './read-file.js';
import { checkRows, type CheckedRow, type CheckContext } from './row-check.js';
import {
  BATCH_ROWS,
  contextOf,
  heartbeat,
  RunStopped,
  sheetOf,
  sourceOf,
  type RunDeps,
} from './run-deps.js';
import type { Executor } from '../../db/client.js';

/** The stored form of a batch's problems. */
export function problemRows(importId: number, checked: CheckedRow[]): NewImportErrorRow[] {
  return checked.flatMap((c) =>
    c.problems.map((p) => ({
      importId,
      row: p.row,
      column: p.column,
      field: p.field,
      value: p.value.slice(0, 1000),
      message: p.message,
      params: p.params,
    })),
  );
}

/**
 * Reads the sheet's data rows (the header, its first row, left out) in batches, checking each
 * batch with `checkRows` and handing it to `each`.
 */
export async function forEachBatch(
  db: Executor,
  deps: RunDeps,
  row: Parameters<typeof sourceOf>[1],
  ctx: CheckContext,
  each: (checked: CheckedRow[], done: number) => Promise<void>,
): Promise<number> {
  let header = true;
  let batch: FileRow[] = [];
  let done = 0;
  const flush = async () => {
    const checked = await checkRows(db, ctx, batch);
    done += batch.length;
    batch = [];
    await each(checked, done);
  };
  for await (const fileRow of rowsOfSheet(sourceOf(deps.dataDir, row), row.sheet)) {
    if (header) {
      header = false;
      continue;
    }
    batch.push(fileRow);
    if (batch.length === BATCH_ROWS) await flush();
  }
  if (batch.length) await flush();
  return done;
}

/**
 * The check job: every row through the rules of a new application, problems stored as they
 * are found, progress stored after each batch. Ends `checked`, with the counts.
 */
export async function runCheck(deps: RunDeps, id: number, runId: string): Promise<void> {
  const { db } = deps;
  const row = await findImportById(db, id);
  if (!row || row.runId !== runId || row.status !== 'checking') return;
  const loaded = await contextOf(db, row);
  if (!loaded) {
    deps.log.error({ importId: id }, 'import check failed: its owner or its file is missing');
    await updateImport(db, id, { status: 'failed', failure: 'import_failed' }, runId);
    return;
  }
  deps.runs.start(id, runId, sheetOf(row)?.rowCount ?? 0);
  try {
    await heartbeat(deps, id, runId, 0);
    await deleteImportErrors(db, id);
    let errorRows = 0;
    const done = await forEachBatch(db, deps, row, loaded.ctx, async (checked, done) => {
      errorRows += checked.filter((c) => c.problems.length).length;
      await insertImportErrors(db, problemRows(id, checked));
      await heartbeat(deps, id, runId, done);
    });
    await updateImport(
      db,
      id,
      {
        status: 'checked',
        progressDone: done,
        progressTotal: done,
        rowCount: done,
        validRows: done - errorRows,
        errorRows,
        heartbeatAt: null,
        runId: null,
      },
      runId,
    );
  } catch (error) {
    if (error instanceof RunStopped) return;
    deps.log.error({ err: error, importId: id }, 'import check failed');
    await updateImport(
      db,
      id,
      { status: 'failed', failure: 'import_failed', heartbeatAt: null, runId: null },
      runId,
    );
  } finally {
    deps.runs.finish(id, runId);
  }
}
