import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * One notification for one user, written in the transaction of the change that caused it, in
 * the recipient's language. A trigger (migration 0014) announces each insert on the channel
 * `mutabaa_notifications` with `{id, user_id}`, delivered when that transaction commits; every
 * instance's stream hub listens there.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull(),
    category: varchar('category', { length: 16 }).notNull().default('info'),
    /** The preference it falls under (NOTIFICATION_EVENTS). */
    event: varchar('event', { length: 32 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    message: text('message').notNull().default(''),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting for the recipient's daily or weekly digest e-mail. */
    digestPending: boolean('digest_pending').notNull().default(false),
    /** Set for events that happen once per key (a reminder per application and day). */
    dedupeKey: varchar('dedupe_key', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // unread_count: an index-only count of the caller's unread ones.
    index('notifications_user_unread_idx')
      .on(t.userId, t.id)
      .where(sql`not is_read`),
    index('notifications_digest_idx')
      .on(t.userId, t.id)
      .where(sql`digest_pending`),
    uniqueIndex('notifications_user_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key is not null`),
  ],
);

/**
 * An e-mail copy waiting for its recipient's daily or weekly digest when the event's in-app
 * delivery is off (so there is no notification to flag): what the digest lists, in the
 * recipient's language. The digest deletes the rows it sent.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 300 }).notNull(),
    message: text('message').notNull().default(''),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_digest_items_user_idx').on(t.userId, t.id)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** Per user and event: deliver in the app, by e-mail. A missing row means both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 32 }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (t) => [uniqueIndex('notification_preferences_user_event_key').on(t.userId, t.event)],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/**
 * Each user's unread notifications, kept by statement triggers on `notifications` (migration
 * 0015) in the writing transaction: `unread_count` reads one row however many there are.
 */
export const notificationUnreadCounts = pgTable('notification_unread_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
});
