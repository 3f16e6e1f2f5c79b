import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type TNotification,
} from '@mutabaa/shared';
import { categoryOf, kindOf, type NotificationKind } from './kinds';

export const NOTIFICATION_GROUPS = ['today', 'yesterday', 'this_week', 'older'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Spec §9: the "This Week" window, in days before the start of today. */
export const GROUPING_WINDOW_DAYS = 7;

/** Local midnight `days` days before the day of `now` (calendar days, so DST-safe). */
function startOfDay(now: Date, daysBefore: number): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBefore).getTime();
}

/**
 * Spec §4, in local time: on or after the start of today is Today (a time ahead of the clock
 * too); from the start of yesterday, Yesterday; within 7 days before today's start, This
 * Week; else (or an unreadable time) Older.
 */
export function groupOf(createdAt: string, now: Date): NotificationGroup {
  const time = new Date(createdAt).getTime();
  if (Number.isNaN(time)) return 'older';
  if (time >= startOfDay(now, 0)) return 'today';
  if (time >= startOfDay(now, 1)) return 'yesterday';
  if (time >= startOfDay(now, GROUPING_WINDOW_DAYS)) return 'this_week';
  return 'older';
}

export type NotificationSection = { group: NotificationGroup; items: TNotification[] };

/** The groups in order, each keeping the list's order; empty groups are left out. */
export function groupNotifications(
  list: readonly TNotification[],
  now: Date,
): NotificationSection[] {
  const byGroup = new Map<NotificationGroup, TNotification[]>();
  for (const item of list) {
    const group = groupOf(item.created_at, now);
    const items = byGroup.get(group);
    if (items) items.push(item);
    else byGroup.set(group, [item]);
  }
  return NOTIFICATION_GROUPS.flatMap((group) => {
    const items = byGroup.get(group);
    return items ? [{ group, items }] : [];
  });
}

export type NotificationStats = {
  total: number;
  unread: number;
  byType: Record<NotificationKind, number>;
  byCategory: Record<NotificationCategory, number>;
};

/** Spec §3: total, unread, and counts by type and by category, computed from the list. */
export function notificationStats(list: readonly TNotification[]): NotificationStats {
  const byType = Object.fromEntries(
    [...NOTIFICATION_TYPES, 'other'].map((kind) => [kind, 0]),
  ) as Record<NotificationKind, number>;
  const byCategory = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 0])) as Record<
    NotificationCategory,
    number
  >;
  let unread = 0;
  for (const item of list) {
    if (!item.is_read) unread += 1;
    byType[kindOf(item.type)] += 1;
    byCategory[categoryOf(item.category)] += 1;
  }
  return { total: list.length, unread, byType, byCategory };
}

export const NOTIFICATION_TABS = ['all', 'unread', 'system', 'applications', 'users'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** Whether a notification belongs on a centre tab; applications covers transactions too. */
export function inTab(tab: NotificationTab, item: TNotification): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'unread':
      return !item.is_read;
    case 'system':
      return item.type === 'system';
    case 'applications':
      return item.type === 'application' || item.type === 'transaction';
    case 'users':
      return item.type === 'user';
  }
}

/** The notifications of loaded pages, each once (new ones arriving shift later pages). */
export function uniqueNotifications(
  pages: readonly { results: readonly TNotification[] }[],
): TNotification[] {
  const byId = new Map<number, TNotification>();
  for (const page of pages)
    for (const item of page.results) byId.set(item.id, byId.get(item.id) ?? item);
  return [...byId.values()];
}
