import { buffer } from 'node:stream/consumers';
import type { JobResult, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { bossExecutor } from '../../db/pg-boss.js';
import {
  currentTemplateVersion,
  renderStoredMail,
} from '../../modules/email-templates/stored-mail.service.js';
import type { FileStore } from '../../lib/file-store/index.js';
import {
  templateJobOf,
  type MailAttachment,
  type MailJob,
  type TemplateMailJob,
} from './templates.js';
import type { MailTransport } from './transport.js';

export const MAIL_QUEUE = 'mail';

export type MailQueue = {
  /**
   * Queues a mail inside the caller's transaction: it is sent only if that commits, with the
   * template's version of that moment.
   */
  enqueue(executor: Executor, job: MailJob | TemplateMailJob): Promise<void>;
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
      const data = templateJobOf(job);
      const version = data.version ?? (await currentTemplateVersion(executor, data.key));
      await boss.send(MAIL_QUEUE, { ...data, version }, { db: bossExecutor(executor) });
    },
  };
}

/** The attached files' bytes; a missing one fails the send (it is retried, then kept failed). */
async function attachmentsOf(files: FileStore, attachments: MailAttachment[]) {
  return Promise.all(
    attachments.map(async (attachment) => {
      const stored = await files.get(attachment.fileKey);
      if (!stored) throw new Error(`attachment ${attachment.fileKey} is not in the file store`);
      return {
        filename: attachment.fileName,
        content: await buffer(stored.body),
        contentType: attachment.contentType,
      };
    }),
  );
}

/**
 * Works the mail queue in this process. Jobs come in batches (a burst drains at once) and each
 * is settled on its own: a failed send is retried with backoff without resending the others.
 * Each mail is rendered from its stored template version when it is sent.
 */
export async function startMailWorker(
  boss: PgBoss,
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  files: FileStore,
): Promise<void> {
  await boss.work<MailJob | TemplateMailJob>(
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
          const mail = templateJobOf(job.data);
          await transport.send({
            to: mail.to,
            ...(await renderStoredMail(db, mail)),
            ...(mail.attachments?.length
              ? { attachments: await attachmentsOf(files, mail.attachments) }
              : {}),
          });
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
