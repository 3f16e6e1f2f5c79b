import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStore } from '../lib/file-store/index.js';
import { startBoss } from './boss.js';
import { createMailQueue, startMailWorker, type MailQueue } from './mail/mail.queue.js';
import { createMailTransport, type MailTransport } from './mail/transport.js';
import { startNotificationJobs } from './notifications.js';
import { startAuditJobs } from './audit.js';
import { startSignInHousekeeping } from './sign-in-housekeeping.js';
import { startSlaJobs } from './sla.js';
import { startWebhookJobs, type WebhookJobs } from './webhooks.js';
import { createSecretBox } from '../lib/secret-box.js';
import { webhookView } from '../modules/applications/index.js';
import { disabledNotice } from '../modules/webhooks/index.js';
import type { Notifier } from '../modules/notifications/index.js';
import { DEFAULT_WEBHOOKS_CONFIG } from '../webhooks-config.js';

export type Jobs = {
  boss: PgBoss;
  mail: MailQueue;
  webhooks: WebhookJobs;
  /** Notifications and webhook events, in the caller's transaction. */
  notifier: Notifier;
  stop(): Promise<void>;
};

/** Starts the job queue, its queues and (unless told otherwise) this process's workers. */
export async function startJobs(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  files: FileStore,
): Promise<Jobs> {
  const boss = await startBoss(database, log);
  let transport: MailTransport | undefined;
  let webhooks: WebhookJobs | undefined;
  const stop = async () => {
    await webhooks?.stop();
    await boss.stop({ graceful: true, timeout: 5000 }).catch((error: unknown) => {
      log.warn({ err: error }, 'job queue did not stop cleanly');
    });
    transport?.close();
  };
  try {
    const mail = await createMailQueue(boss);
    if (config.runWorkers) {
      transport = createMailTransport({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        mailDir: path.join(config.dataDir, 'mail'),
        log,
      });
      await startMailWorker(boss, database.db, transport, log, files);
    }
    const settings = config.webhooks ?? DEFAULT_WEBHOOKS_CONFIG;
    webhooks = await startWebhookJobs(
      boss,
      database,
      {
        settings,
        secrets: createSecretBox(config),
        view: webhookView,
        onDisabled: disabledNotice({ mail, publicUrl: config.publicUrl }, settings.disableAfterMs),
      },
      log,
      config.runWorkers,
    );
    const notifier: Notifier = { mail, publicUrl: config.publicUrl, webhooks: webhooks.events };
    await startNotificationJobs(boss, database.db, notifier, log, config.runWorkers);
    await startAuditJobs(boss, database.db, log, config.runWorkers);
    await startSignInHousekeeping(boss, database.db, log, config.runWorkers);
    await startSlaJobs(boss, database.db, notifier, log, config.runWorkers);
    return { boss, mail, webhooks, notifier, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
