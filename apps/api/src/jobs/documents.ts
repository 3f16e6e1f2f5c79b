import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/client.js';
import { bossExecutor } from '../db/pg-boss.js';

export const RECEIPT_QUEUE = 'document-receipt';

/** Queues the receipt of an application's first submission, inside the submitting transaction. */
export type ReceiptQueue = { queue(executor: Executor, applicationId: number): Promise<void> };

/**
 * The receipts: queued in the transaction that first submits an application (so that none is
 * issued for a submission rolled back, and none is lost to a crash after the commit), issued by
 * a worker (the PDF is set in the renderer's thread). Issuing twice issues nothing the second
 * time, so a retried job is harmless.
 */
export async function startReceiptJobs(
  boss: PgBoss,
  issue: (applicationId: number) => Promise<unknown>,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<ReceiptQueue> {
  const options = { retryLimit: 5, retryDelay: 5, retryBackoff: true, notify: true };
  await boss.createQueue(RECEIPT_QUEUE, options);
  await boss.updateQueue(RECEIPT_QUEUE, options);
  if (runWorkers) {
    await boss.work<{ applicationId: number }>(
      RECEIPT_QUEUE,
      { batchSize: 4, notifyPollingIntervalSeconds: 5 },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await issue(job.data.applicationId);
          } catch (error) {
            log.warn({ err: error, applicationId: job.data.applicationId }, 'receipt not issued');
            throw error;
          }
        }
      },
    );
  }
  return {
    async queue(executor, applicationId) {
      await boss.send(RECEIPT_QUEUE, { applicationId }, { db: bossExecutor(executor) });
    },
  };
}
