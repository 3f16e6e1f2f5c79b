import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';
import { listenOn, type Listening } from '../db/listen.js';
import { bossExecutor } from '../db/pg-boss.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { WebhookEvents } from '../lib/webhook-events.js';
import {
  attemptDelivery,
  coalesced,
  DELIVERIES_CHANNEL,
  DISPATCH_GAP_MS,
  dispatchNew,
  removeOldDeliveries,
  sweepStranded,
  webhookOutbox,
  type DeliveryDeps,
  type DeliveryQueue,
  type OnDisabled,
  type ApplicationView,
} from '../modules/webhooks/index.js';
import type { WebhooksConfig } from '../webhooks-config.js';

export const WEBHOOK_QUEUE = 'webhook-delivery';
export const WEBHOOK_CLEANUP_QUEUE = 'webhook-cleanup';

/**
 * Attempts under way at once in one process, whatever the jobs fetched: each holds a socket
 * and a body, so slow receivers cannot make the process grow without bound
 * (docs/benchmarks.md#webhooks).
 */
const ATTEMPTS_AT_ONCE = 40;

export type WebhookJobs = {
  queue: DeliveryQueue;
  events: WebhookEvents;
  stop(): Promise<void>;
};

/**
 * The webhooks' jobs: one job posts the deliveries it names (each attempt a claim on its row,
 * so a second job for the same delivery does nothing); a retry is a job that starts later.
 * New deliveries announce themselves when their change commits, and a worker listening queues
 * their jobs (dispatch.ts). Every `sweepMs` a worker does so unasked (an announcement missed)
 * and queues again what a stopped process left half-done; every hour the finished deliveries
 * past their retention are removed (one run across instances).
 */
export async function startWebhookJobs(
  boss: PgBoss,
  database: Database,
  deps: {
    settings: WebhooksConfig;
    secrets: SecretBox;
    view: ApplicationView;
    onDisabled?: OnDisabled;
  },
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<WebhookJobs> {
  const options = { retryLimit: 3, retryDelay: 5, notify: true };
  await boss.createQueue(WEBHOOK_QUEUE, options);
  await boss.updateQueue(WEBHOOK_QUEUE, options);
  await boss.createQueue(WEBHOOK_CLEANUP_QUEUE);
  await boss.schedule(WEBHOOK_CLEANUP_QUEUE, '41 * * * *', null, { tz: 'UTC' });
  const queue: DeliveryQueue = {
    async kick(executor, ids, afterSeconds) {
      await boss.send(
        WEBHOOK_QUEUE,
        { ids },
        {
          db: bossExecutor(executor),
          ...(afterSeconds ? { startAfter: Math.max(1, Math.ceil(afterSeconds)) } : {}),
        },
      );
    },
  };
  const events = webhookOutbox(deps.view);
  if (!runWorkers) return { queue, events, stop: async () => undefined };

  const { db } = database;
  const delivery: DeliveryDeps = { db, queue, log, ...deps };
  const slots = pLimit(ATTEMPTS_AT_ONCE);
  const attempt = (id: number) =>
    slots(async () => {
      try {
        await attemptDelivery(delivery, id);
      } catch (error) {
        // The lease runs out and the sweep queues it again.
        log.warn({ err: error, deliveryId: id }, 'webhook delivery attempt not recorded');
      }
    });
  await boss.work<{ ids: number[] }>(
    WEBHOOK_QUEUE,
    {
      batchSize: 10,
      localConcurrency: 4,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
    },
    async (jobs) => {
      await Promise.all(jobs.flatMap((job) => job.data.ids.map(attempt)));
    },
  );
  await boss.work(WEBHOOK_CLEANUP_QUEUE, async () => {
    const removed = await removeOldDeliveries(db, deps.settings.retentionMs);
    if (removed) log.info({ removed }, 'old webhook deliveries removed');
  });
  const dispatch = coalesced(
    () => dispatchNew(db, queue),
    log,
    'new webhook deliveries not queued',
    DISPATCH_GAP_MS,
  );
  const listening: Listening | undefined = await listenOn(
    database,
    'webhooks',
    [DELIVERIES_CHANNEL],
    { message: dispatch, reconnected: dispatch },
    log,
  );
  const sweep = () => {
    dispatch();
    sweepStranded(delivery).catch((error: unknown) => {
      log.warn({ err: error }, 'webhook deliveries not swept');
    });
  };
  const sweeper = setInterval(sweep, deps.settings.sweepMs);
  sweeper.unref();
  sweep();
  return {
    queue,
    events,
    async stop() {
      clearInterval(sweeper);
      await listening?.stop();
    },
  };
}
