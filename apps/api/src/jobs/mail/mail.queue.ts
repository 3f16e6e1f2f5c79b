import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type JobResult, type PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { renderMail, type MailJob } from './templates.js';
import type { MailTransport } from './transport.js';

export const MAIL_QUEUE = 'mail';

export type MailQueue = {
  /** Queues a mail inside the caller's transaction: it is sent only if that commits. */
  enqueue(executor: Executor, job: MailJob): Promise<void>;
};

export async function createMailQueue(boss: PgBoss): Promise<MailQueue> {
  // notify: workers wake as soon as the sending transaction commits, not at their next poll.
  const options = {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    notify: true,
  };
  await boss.createQueue(MAIL_QUEUE, options);
  // An existing queue keeps its old settings unless told otherwise.
  await boss.updateQueue(MAIL_QUEUE, options);
  return {
    async enqueue(executor, job) {
      await boss.send(MAIL_QUEUE, job, {
        db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql),
      });
    },
  };
}

/**
 * Works the mail queue in this process. Jobs come in batches (a burst drains at once) and each
 * is settled on its own: a failed send is retried with backoff without resending the others.
 */
export async function startMailWorker(
  boss: PgBoss,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.work<MailJob>(
    MAIL_QUEUE,
    {
      batchSize: 5,
      perJobResults: true,
      burstWhenBatchFull: true,
      // NOTIFY wakes the worker at once; this poll is the backstop (e.g. for retries).
      notifyPollingIntervalSeconds: 5,
    },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await transport.send({ to: job.data.to, ...renderMail(job.data) });
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          log.warn(
            { err: error, jobId: job.id, to: job.data.to },
            'mail delivery failed; will retry',
          );
          results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
        }
      }
      return results;
    },
  );
}
