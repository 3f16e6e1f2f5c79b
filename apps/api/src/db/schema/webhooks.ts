import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Where the app posts its events (docs/webhooks.md). The signing secret is kept sealed with
 * the secret box (lib/secret-box.ts, context `webhook:<id>`), never in the clear.
 * `failing_since` is the first failed attempt since the last success: a webhook failing for
 * longer than the configured time is turned off (`active` false, `disabled_at` set).
 */
export const webhooks = pgTable('webhooks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  description: text('description').notNull().default(''),
  includeInternal: boolean('include_internal').notNull().default(false),
  secretSealed: text('secret_sealed').notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox and the delivery log in one: a row is written in the transaction of the change
 * it tells of, then posted by a job, retried while `pending`, and kept as the log once
 * `succeeded` or `failed`. An event's row is written with its `draft` (the event, with the
 * application's row as the change left it); the `body` is composed from it before the first
 * attempt (or when it is first shown) and never changes after, the draft then cleared.
 * `order_key` (the application's id) keeps one application's events in order per webhook;
 * null for a ping or a redelivery. `locked_until` is the lease of the
 * attempt under way, so that two workers never post the same row at once. `queued_at` is
 * when a job was first queued for it: a row written without one (the outbox's) is announced
 * on commit (NOTIFY `mutabaa_webhook_deliveries`) and queued by a worker (dispatch.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 64 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    orderKey: integer('order_key'),
    body: text('body'),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_log_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_order_idx')
      .on(t.webhookId, t.orderKey, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_created_idx').on(t.createdAt),
    index('webhook_deliveries_unqueued_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending' and ${t.queuedAt} is null`),
    index('webhook_deliveries_draft_idx')
      .on(t.messageId)
      .where(sql`${t.body} is null`),
    check('webhook_deliveries_body_check', sql`${t.body} is not null or ${t.draft} is not null`),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type NewWebhookRow = typeof webhooks.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;
