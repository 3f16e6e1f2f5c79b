import type { PgBoss } from 'pg-boss';
import {
  IMPORT_QUEUE,
  removeExpiredImportFiles,
  removeUnnamedImportFiles,
  runCheck,
  runCommit,
  type ImportJob,
  type RunDeps,
} from '../modules/imports/index.js';

export const IMPORT_FILES_QUEUE = 'import-files';

/**
 * The import queue (checks and commits, two at a time per process, so that a small file is not
 * kept waiting behind a large one) and the daily removal of uploaded files past their days
 * and of files no import names.
 */
export async function startImportJobs(
  boss: PgBoss,
  deps: RunDeps,
  runWorkers: boolean,
): Promise<void> {
  // No retry: a run that dies is settled as failed and started again by its user, so two runs
  // of one import never race; the expiry is far beyond the longest run.
  const options = { retryLimit: 0, expireInSeconds: 3 * 60 * 60, notify: true };
  await boss.createQueue(IMPORT_QUEUE, options);
  await boss.updateQueue(IMPORT_QUEUE, options);
  await boss.createQueue(IMPORT_FILES_QUEUE);
  await boss.schedule(IMPORT_FILES_QUEUE, '45 3 * * *', null, { tz: 'UTC' });
  if (!runWorkers) return;
  await boss.work<ImportJob>(
    IMPORT_QUEUE,
    { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (!job) return;
      const { id, runId, step, ip } = job.data;
      if (step === 'check') await runCheck(deps, id, runId);
      else await runCommit(deps, id, runId, ip);
    },
  );
  await boss.work(IMPORT_FILES_QUEUE, async () => {
    const removed = await removeExpiredImportFiles(deps.db, deps.dataDir);
    if (removed) deps.log.info({ removed }, 'import files past their days removed');
    const unnamed = await removeUnnamedImportFiles(deps.db, deps.dataDir);
    if (unnamed) deps.log.info({ unnamed }, 'import files without an import removed');
  });
}
