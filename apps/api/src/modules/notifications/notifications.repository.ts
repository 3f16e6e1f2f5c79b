import { NOTIFICATION_EVENTS, type NotificationEvent } from '@mutabaa/shared';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  notificationPreferences as prefs,
  notifications as n,
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
