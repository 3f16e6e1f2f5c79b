import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications as n, type NotificationRow } from '../../db/schema/index.js';

/** The channel the insert trigger (migration 0014) announces `{id, user_id}` on. */
export const NOTIFICATIONS_CHANNEL = 'mutabaa_notifications';
/** The channel `announceUnread` announces `{user_id}` on, when a count changed otherwise. */
export const UNREAD_CHANNEL = 'mutabaa_unread';

/** At most this many missed notifications are sent to a reconnecting stream. */
export const CATCH_UP_LIMIT = 50;

/**
 * The user's newest notifications after `afterId`, at most `limit`, oldest first: a reader
 * that missed more finds the older ones in the list.
 */
export async function notificationsAfter(
  db: Executor,
  userId: number,
  afterId: number,
  limit = CATCH_UP_LIMIT,
): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.userId, userId), gt(n.id, afterId)))
    .orderBy(desc(n.id))
    .limit(limit);
  return rows.reverse();
}

/** The newest notification id of anyone (a stream's starting point for later catch-ups). */
export async function latestNotificationId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(n.id) }).from(n);
  return Number(row?.id ?? 0);
}

/**
 * Tells every instance's streams of `userId` to send the new unread count, when the
 * transaction of `db` commits (or at once outside one). Call it after notifications are
 * marked read or deleted.
 */
export async function announceUnread(db: Executor, userId: number): Promise<void> {
  await db.execute(
    sql`select pg_notify(${UNREAD_CHANNEL}, json_build_object('user_id', ${userId}::int)::text)`,
  );
}
