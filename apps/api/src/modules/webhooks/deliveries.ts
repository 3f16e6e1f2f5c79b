import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { WebhooksConfig } from '../../webhooks-config.js';
import { bodyOf } from './drafts.js';
import type { ApplicationView, DeliveryQueue } from './outbox.js';
import { post, type PostResult } from './post.js';
import { signedHeaders } from './signing.js';
import {
  claimDelivery,
  failPending,
  findWebhook,
  markFailed,
  markSucceeded,
  nextInOrder,
  recordAttempt,
  strandedDeliveries,
} from './webhooks.repository.js';

/** Called in the transaction that turned a webhook off after failing too long. */
export type OnDisabled = (tx: Executor, webhook: WebhookRow) => Promise<void>;

export type DeliveryDeps = {
  db: Db;
  secrets: SecretBox;
  settings: WebhooksConfig;
  queue: DeliveryQueue;
  view: ApplicationView;
  log: FastifyBaseLogger;
  onDisabled?: OnDisabled;
};

/**
 * How long after an attempt's time limit its lease runs on: time to record the outcome. A
 * process stopped during an attempt leaves the lease; the sweep queues the delivery again
 * once it has run out.
 */
const LEASE_MARGIN_MS = 5000;

/** The secret box's context of a webhook's secret: it opens for that webhook only. */
export const secretContext = (webhookId: number) => `webhook:${webhookId}`;

/**
 * Seconds before the retry that follows failed attempt `attempts` (1 for the first), with up
 * to a tenth more or less of jitter so that a receiver coming back is not hit by every retry at
 * once; undefined when the schedule is spent (the delivery has failed).
 */
export function retryDelay(
  schedule: readonly number[],
  attempts: number,
  random = Math.random,
): number | undefined {
  const base = schedule[attempts - 1];
  if (base === undefined) return undefined;
  return Math.max(0, base * (0.9 + 0.2 * random()));
}

/**
 * One attempt of delivery `id`, when it is due and free (claimDelivery): signs and posts it,
 * then records the outcome and what follows in one transaction: the retry's job, or (once
 * it is finished) the job of the next delivery of the same application; the webhook's
 * health, turning it off when it has failed for too long.
 */
export async function attemptDelivery(deps: DeliveryDeps, id: number): Promise<void> {
  const { db, settings } = deps;
  const claimed = await claimDelivery(db, id, settings.timeoutMs + LEASE_MARGIN_MS);
  if (!claimed) return;
  const hook = await findWebhook(db, claimed.webhookId);
  if (!hook) return;
  const result = hook.active
    ? await send(deps, hook, claimed)
    : { ok: false, error: 'the webhook is turned off', durationMs: 0 };
  await db.transaction(async (tx) => {
    const retryIn =
      result.ok || !hook.active ? undefined : retryDelay(settings.retrySchedule, claimed.attempts);
    const status = result.ok ? 'succeeded' : retryIn === undefined ? 'failed' : 'pending';
    const recorded = await recordAttempt(tx, claimed, {
      status,
      retryInSeconds: retryIn ?? null,
      lastStatusCode: result.statusCode ?? null,
      lastError: result.error ?? null,
      durationMs: result.durationMs,
      responseBody: result.responseBody ?? null,
    });
    if (!recorded) return;
    if (retryIn !== undefined) await deps.queue.kick(tx, [claimed.id], retryIn);
    else await kickNext(deps, tx, claimed);
    if (!hook.active) return;
    if (result.ok) return markSucceeded(tx, hook.id);
    const disabled = await markFailed(tx, hook.id, settings.disableAfterMs);
    if (disabled) {
      await failPending(tx, hook.id, 'the webhook was turned off after failing for too long');
      await deps.onDisabled?.(tx, disabled);
      deps.log.warn({ webhookId: hook.id }, 'webhook turned off after failing for too long');
    }
  });
}

/**
 * Signs (with the webhook's current secret, at this moment) and posts one attempt, its body
 * composed first when it is the first.
 */
async function send(
  deps: DeliveryDeps,
  hook: WebhookRow,
  claimed: WebhookDeliveryRow,
): Promise<PostResult> {
  let secret: string;
  try {
    secret = deps.secrets.open(hook.secretSealed, secretContext(hook.id));
  } catch {
    // The key changed (ENCRYPTION_KEY or JWT_SECRET): a new secret must be issued.
    return { ok: false, error: 'the signing secret does not open: rotate it', durationMs: 0 };
  }
  const body = await bodyOf(deps.db, deps.view, claimed);
  const headers = signedHeaders(secret, claimed.messageId, body);
  return post(hook.url, headers, body, deps.settings);
}

/** A finished delivery lets the next one of its application go. */
async function kickNext(deps: DeliveryDeps, tx: Executor, done: WebhookDeliveryRow) {
  if (done.orderKey === null) return;
  const next = await nextInOrder(tx, done.webhookId, done.orderKey);
  if (next !== undefined) await deps.queue.kick(tx, [next]);
}

/**
 * Queues again the deliveries whose job was lost (a process stopped in the middle of an
 * attempt, its lease since run out). Returns how many.
 */
export async function sweepStranded(deps: DeliveryDeps): Promise<number> {
  const ids = await strandedDeliveries(deps.db, 2000, 500);
  if (ids.length) await deps.queue.kick(deps.db, ids);
  return ids.length;
}
