import path from 'node:path';
import type { TImportMapping, TImportOptions } from '@mutabaa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ImportRow, UserRow } from '../../db/schema/index.js';
import type { Notifier } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import { loadCheckContext } from './context.js';
import type { ImportSource } from './read-file.js';
import type { SheetInfo } from './inspect.js';
import { updateImport } from './imports.repository.js';
import type { CheckContext } from './row-check.js';
import type { ImportRuns } from './runs.js';
import type { Executor } from '../../db/client.js';

/** What the check and commit jobs work with. */
export type RunDeps = {
  db: Db;
  /** Whether the database is the embedded one (one connection; see `ImportRuns`). */
  embedded: boolean;
  dataDir: string;
  runs: ImportRuns;
  notifier: Notifier;
  log: FastifyBaseLogger;
};

/** Rows read, checked and written at a time. */
export const BATCH_ROWS = 500;

export function importDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'imports');
}

export function sourceOf(dataDir: string, row: ImportRow): ImportSource {
  return {
    path: path.join(importDir(dataDir), row.storageKey),
    format: row.format === 'xlsx' ? 'xlsx' : 'csv',
    fileName: row.fileName,
    encoding: row.encoding,
    delimiter: row.delimiter,
  };
}

/** The sheet an import reads: the chosen one, else the first. */
export function sheetOf(row: ImportRow): SheetInfo | undefined {
  const sheets = row.sheets as SheetInfo[];
  return row.sheet ? sheets.find((s) => s.name === row.sheet) : sheets[0];
}

/** The run was replaced by a newer one, or cancelled: it stops and writes nothing more. */
export class RunStopped extends Error {}

/** The importing user and what checking their rows needs. */
export async function contextOf(
  db: Executor,
  row: ImportRow,
): Promise<{ user: UserRow; ctx: CheckContext } | undefined> {
  const user = await findUserById(db, row.createdById);
  const sheet = sheetOf(row);
  if (!user || !sheet) return undefined;
  const ctx = await loadCheckContext(
    db,
    user,
    sheet.columns,
    row.mapping as TImportMapping,
    row.options as TImportOptions,
  );
  return { user, ctx };
}

/**
 * Stores how far a run is and that it is alive; stops it (RunStopped) when it is no longer the
 * import's run or cancelling was asked in this process.
 */
export async function heartbeat(
  deps: RunDeps,
  id: number,
  runId: string,
  done: number,
  store = true,
): Promise<void> {
  deps.runs.progress(id, done);
  if (deps.runs.cancelled(id)) throw new RunStopped();
  if (!store) return;
  const row = await updateImport(
    deps.db,
    id,
    { progressDone: done, heartbeatAt: new Date() },
    runId,
  );
  if (!row) throw new RunStopped();
}
