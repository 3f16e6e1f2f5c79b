import { CLOSED_STATUSES, NOTIFICATION_EVENTS, type NotificationEvent } from '@mutabaa/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applications,
  notificationDigestItems as digestItems,
  notificationPreferences as prefs,
  notifications as n,
  type ApplicationRow,
  type NewNotificationRow,
  type NotificationPreferenceRow,
  type NotificationRow,
  notificationUnreadCounts,
} from '../../db/schema/index.js';

export type NotificationFilters = {
  type?: string;
  isRead?: boolean;
  after?: Date;
  before?: Date;
};

function conditions(userId: number, f: NotificationFilters): SQL | undefined {
  return and(
    eq(n.userId, userId),
    f.type ? eq(n.type, f.type) : undefined,
    f.isRead === undefined ? undefined : eq(n.isRead, f.isRead),
    f.after ? gte(n.createdAt, f.after) : undefined,
    f.before ? lte(n.createdAt, f.before) : undefined,
  );
}

/** The user's notifications matching `filters`, newest first, one page. */
export async function listNotifications(
  db: Executor,
  userId: number,
  filters: NotificationFilters,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(n)
    .where(conditions(userId, filters))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotifications(
  db: Executor,
  userId: number,
  filters: NotificationFilters,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(n).where(conditions(userId, filters));
  return Number(row?.n ?? 0);
}

/** The user's own notification `id`; another user's is not found. */
export async function findNotification(
  db: Executor,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .limit(1);
  return row;
}

/** Deletes the user's notification `id`, or all of theirs; returns how many went. */
export async function deleteNotifications(
  db: Executor,
  userId: number,
  id?: number,
): Promise<number> {
  const rows = await db
    .delete(n)
    .where(and(eq(n.userId, userId), id === undefined ? undefined : eq(n.id, id)))
    .returning({ id: n.id });
  return rows.length;
}

/** Marks the user's unread notifications read (only `ids` among them when given). */
export async function markRead(db: Executor, userId: number, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const rows = await db
    .update(n)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(n.userId, userId), eq(n.isRead, false), ids ? inArray(n.id, ids) : undefined))
    .returning({ id: n.id });
  return rows.length;
}

/**
 * The user's unread notifications: one row of `notification_unread_counts`, which statement
 * triggers keep in every writing transaction (migration 0015).
 */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: notificationUnreadCounts.count })
    .from(notificationUnreadCounts)
    .where(eq(notificationUnreadCounts.userId, userId));
  return Number(row?.n ?? 0);
}

const eventOrder = (row: NotificationPreferenceRow) =>
  NOTIFICATION_EVENTS.indexOf(row.event as NotificationEvent);

/** The user's preference rows, one per event (created with both deliveries on when missing). */
export async function ensurePreferences(
  db: Executor,
  userId: number,
): Promise<NotificationPreferenceRow[]> {
  await db
    .insert(prefs)
    .values(NOTIFICATION_EVENTS.map((event) => ({ userId, event })))
    .onConflictDoNothing({ target: [prefs.userId, prefs.event] });
  const rows = await db
    .select()
    .from(prefs)
    .where(and(eq(prefs.userId, userId), inArray(prefs.event, [...NOTIFICATION_EVENTS])));
  return rows.sort((a, b) => eventOrder(a) - eventOrder(b));
}

/** Updates the user's own preference `id`; undefined when it is not theirs or not there. */
export async function updatePreference(
  db: Executor,
  userId: number,
  id: number,
  values: { inApp?: boolean; email?: boolean },
): Promise<NotificationPreferenceRow | undefined> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const where = and(eq(prefs.id, id), eq(prefs.userId, userId));
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(prefs).where(where).limit(1);
    return row;
  }
  const [row] = await db.update(prefs).set(set).where(where).returning();
  return row;
}

/**
 * Inserts notifications; a second one with the same dedupe key for a user is skipped.
 * Returns those inserted.
 */
export async function insertNotifications(
  tx: Executor,
  values: NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(n)
    .values(values)
    .onConflictDoNothing({
      target: [n.userId, n.dedupeKey],
      where: sql`dedupe_key is not null`,
    })
    .returning();
}

/**
 * The time of the transaction `tx` (Postgres' `now()`): what the notifications it inserts hold
 * as their `createdAt`.
 */
export async function transactionTime(tx: Executor): Promise<Date> {
  const result = (await tx.execute(
    sql`select (extract(epoch from now()) * 1000)::float8 as ms`,
  )) as unknown as { rows: { ms: number | string }[] };
  return new Date(Number(result.rows[0]!.ms));
}

/** What stands in for a notification in a digest when its in-app delivery is off. */
export type NewDigestItem = typeof digestItems.$inferInsert;
export type DigestItemRow = typeof digestItems.$inferSelect;

export async function insertDigestItems(tx: Executor, items: NewDigestItem[]): Promise<void> {
  if (items.length) await tx.insert(digestItems).values(items);
}

/** The user's notifications flagged for their digest and their digest items, oldest first. */
export async function pendingDigest(
  tx: Executor,
  userId: number,
): Promise<{ flagged: NotificationRow[]; items: DigestItemRow[] }> {
  const flagged = await tx
    .select()
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.digestPending, true)))
    .orderBy(asc(n.createdAt), asc(n.id));
  const items = await tx
    .select()
    .from(digestItems)
    .where(eq(digestItems.userId, userId))
    .orderBy(asc(digestItems.createdAt), asc(digestItems.id));
  return { flagged, items };
}

/** Clears the digest flag of `notificationIds` and deletes the digest items `itemIds`. */
export async function clearDigest(
  tx: Executor,
  notificationIds: number[],
  itemIds: number[],
): Promise<void> {
  if (notificationIds.length) {
    await tx.update(n).set({ digestPending: false }).where(inArray(n.id, notificationIds));
  }
  if (itemIds.length) await tx.delete(digestItems).where(inArray(digestItems.id, itemIds));
}

/**
 * Live, open applications with an assignee, due on `tomorrow` or overdue on `today` (both
 * `yyyy-mm-dd`), by id: those a due reminder is for.
 */
export async function applicationsDueForReminder(
  db: Executor,
  today: string,
  tomorrow: string,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(
      and(
        isNull(applications.deletedAt),
        isNotNull(applications.assignedToId),
        notInArray(applications.status, [...CLOSED_STATUSES, 'draft']),
        sql`(${applications.dueDate} = ${tomorrow} or ${applications.dueDate} < ${today})`,
      ),
    )
    .orderBy(asc(applications.id));
}
