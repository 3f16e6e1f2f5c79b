import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  webhookDeliveries as d,
  webhooks,
  type NewWebhookDeliveryRow,
  type NewWebhookRow,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '../../db/schema/index.js';

export async function listWebhooks(db: Executor): Promise<WebhookRow[]> {
  return db.select().from(webhooks).orderBy(asc(webhooks.id));
}

export async function findWebhook(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<WebhookRow | undefined> {
  const query = db.select().from(webhooks).where(eq(webhooks.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertWebhook(db: Executor, values: NewWebhookRow): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhook(
  db: Executor,
  id: number,
  values: Partial<NewWebhookRow>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhooks.id, id))
    .returning();
  return row;
}

export async function deleteWebhook(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
  return rows.length > 0;
}

/** The active webhooks that take `event` (those with include_internal only, for `internal`). */
export async function subscribedWebhookIds(
  db: Executor,
  event: string,
  internal: boolean,
): Promise<number[]> {
  const rows = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.active, true),
        arrayContains(webhooks.events, [event]),
        internal ? eq(webhooks.includeInternal, true) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * New deliveries, due at once (the database's clock) unless `nextAttemptAt` says otherwise,
 * whose job the caller queues (so they are written as queued).
 */
export async function insertDeliveries(
  db: Executor,
  values: NewWebhookDeliveryRow[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(d)
    .values(
      values.map((v) => ({
        ...v,
        nextAttemptAt: v.nextAttemptAt ?? sql`now()`,
        queuedAt: sql`now()`,
      })),
    )
    .returning({ id: d.id });
  return rows.map((r) => r.id);
}

/**
 * Up to `limit` pending deliveries whose job was never queued (the outbox's), oldest first,
 * marked as queued now: taken by one worker only, even with several racing.
 */
export async function takeUnqueued(db: Executor, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    update webhook_deliveries set queued_at = now()
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and queued_at is null
      order by id
      limit ${limit}
      for update skip locked)
    returning id`);
  return (result as unknown as { rows: { id: number | string }[] }).rows
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/** One event of one application, as the outbox writes it for every webhook that takes it. */
export type EventDraft = {
  messageId: string;
  orderKey: number | null;
  draft: Record<string, unknown>;
};

/**
 * The deliveries of `drafts` (events of type `event`) to every active webhook that takes it,
 * in one statement, due at once: in the drafts' order, so that one application's events keep
 * theirs. The ids written; none when no webhook takes the event.
 */
export async function insertEventDeliveries(
  db: Executor,
  event: string,
  internal: boolean,
  drafts: EventDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const json = JSON.stringify(
    drafts.map((x, n) => ({ n, message_id: x.messageId, order_key: x.orderKey, draft: x.draft })),
  );
  const result = await db.execute(sql`
    insert into webhook_deliveries (webhook_id, message_id, event, order_key, draft, next_attempt_at)
    select w.id, x.message_id, ${event}, x.order_key, x.draft, now()
    from jsonb_to_recordset(${json}::jsonb) as x(n integer, message_id text, order_key integer, draft jsonb)
    cross join webhooks w
    where w.active and w.events @> array[${event}]::text[]
      ${internal ? sql`and w.include_internal` : sql``}
    order by x.n, w.id
    returning id`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/**
 * Keeps the body composed from a delivery's draft for every delivery of the same event (they
 * share the message id and the draft) that has none yet: the body the delivery has from now
 * on (one kept meanwhile wins).
 */
export async function keepBody(
  db: Executor,
  delivery: { id: number; messageId: string },
  body: string,
): Promise<string> {
  const { id, messageId } = delivery;
  const kept = await db
    .update(d)
    .set({ body, draft: null })
    .where(and(eq(d.messageId, messageId), isNull(d.body)))
    .returning({ id: d.id });
  if (kept.some((row) => row.id === id)) return body;
  const [row] = await db.select({ body: d.body }).from(d).where(eq(d.id, id));
  return row?.body ?? body;
}

export type DeliveryFilters = { status?: string; event?: string };

export async function pageDeliveries(
  db: Executor,
  webhookId: number,
  filters: DeliveryFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: WebhookDeliveryRow[] }> {
  const where = and(
    eq(d.webhookId, webhookId),
    filters.status ? eq(d.status, filters.status) : undefined,
    filters.event ? eq(d.event, filters.event) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(d).where(where);
  const rows = await db
    .select()
    .from(d)
    .where(where)
    .orderBy(desc(d.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function findDelivery(
  db: Executor,
  webhookId: number,
  id: number,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.webhookId, webhookId), eq(d.id, id)));
  return row;
}

/** No earlier delivery of the same application to the same webhook is still pending. */
const noPendingBefore = sql`not exists (
  select 1 from webhook_deliveries e
  where e.webhook_id = ${d.webhookId} and e.order_key = ${d.orderKey}
    and e.status = 'pending' and e.id < ${d.id})`;

/**
 * Takes delivery `id` for one attempt when it is due, not under way elsewhere and not behind
 * an earlier pending delivery of its application: counts the attempt and leases the row until
 * `leaseMs` from now. Undefined when it is not to be attempted now.
 */
export async function claimDelivery(
  db: Executor,
  id: number,
  leaseMs: number,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(d)
    .set({
      attempts: sql`${d.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(d.id, id),
        eq(d.status, 'pending'),
        lte(d.nextAttemptAt, sql`now()`),
        or(isNull(d.lockedUntil), lt(d.lockedUntil, sql`now()`)),
        sql`(${d.orderKey} is null or ${noPendingBefore})`,
      ),
    )
    .returning();
  return row;
}

export type AttemptOutcome = {
  status: 'pending' | 'succeeded' | 'failed';
  /** Seconds to the next attempt (on the database's clock), for a pending one. */
  retryInSeconds: number | null;
  lastStatusCode: number | null;
  lastError: string | null;
  durationMs: number | null;
  responseBody: string | null;
};

/** Writes an attempt's outcome while the lease taken for it still holds; false otherwise. */
export async function recordAttempt(
  db: Executor,
  claimed: WebhookDeliveryRow,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const { retryInSeconds, ...rest } = outcome;
  const rows = await db
    .update(d)
    .set({
      ...rest,
      nextAttemptAt:
        retryInSeconds === null ? null : sql`now() + make_interval(secs => ${retryInSeconds})`,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(d.id, claimed.id),
        eq(d.status, 'pending'),
        // Each claim counts an attempt: the count names the lease.
        eq(d.attempts, claimed.attempts),
      ),
    )
    .returning({ id: d.id });
  return rows.length > 0;
}

/** The next pending delivery of the same application to the same webhook, if any. */
export async function nextInOrder(
  db: Executor,
  webhookId: number,
  orderKey: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.webhookId, webhookId), eq(d.orderKey, orderKey), eq(d.status, 'pending')))
    .orderBy(asc(d.id))
    .limit(1);
  return row?.id;
}

/**
 * Pending deliveries due for some time and not under way, whose job may have been lost (a
 * process stopped during an attempt): the first of each application only. Those never queued
 * are the dispatcher's (dispatch.ts), not the sweep's.
 */
export async function strandedDeliveries(
  db: Executor,
  olderThanMs: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        eq(d.status, 'pending'),
        isNotNull(d.queuedAt),
        lte(d.nextAttemptAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        or(isNull(d.lockedUntil), lt(d.lockedUntil, sql`now()`)),
        sql`(${d.orderKey} is null or ${noPendingBefore})`,
      ),
    )
    .orderBy(asc(d.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Ends every pending delivery of a webhook not under way as failed with `error`. */
export async function failPending(db: Executor, webhookId: number, error: string): Promise<void> {
  await db
    .update(d)
    .set({ status: 'failed', lastError: error, nextAttemptAt: null, updatedAt: sql`now()` })
    .where(and(eq(d.webhookId, webhookId), eq(d.status, 'pending'), isNull(d.lockedUntil)));
}

/** Removes the finished deliveries created before `before`; returns how many. */
export async function deleteFinishedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(d)
    .where(and(lt(d.createdAt, before), inArray(d.status, ['succeeded', 'failed'])))
    .returning({ id: d.id });
  return rows.length;
}

/** A success: the webhook is healthy again. */
export async function markSucceeded(db: Executor, webhookId: number): Promise<void> {
  await db
    .update(webhooks)
    .set({ lastSuccessAt: sql`now()`, failingSince: null })
    .where(eq(webhooks.id, webhookId));
}

/**
 * A failure: starts the failing time when it had not started, and turns the webhook off when
 * it has lasted `disableAfterMs` or more. Returns the webhook when this turned it off.
 */
export async function markFailed(
  db: Executor,
  webhookId: number,
  disableAfterMs: number,
): Promise<WebhookRow | undefined> {
  await db
    .update(webhooks)
    .set({ failingSince: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.failingSince)));
  const [disabled] = await db
    .update(webhooks)
    .set({ active: false, disabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhooks.id, webhookId),
        eq(webhooks.active, true),
        lte(webhooks.failingSince, sql`now() - make_interval(secs => ${disableAfterMs / 1000})`),
      ),
    )
    .returning();
  return disabled;
}
