import type { Language } from '@mutabaa/shared';
import type { NewNotificationRow, OptionRow, UserRow } from '../db/schema/index.js';
import { statusCategory } from '../modules/notifications/events.js';
import { languageOf } from '../modules/notifications/notify.js';
import { TEXTS } from '../modules/notifications/texts.js';
import type { PlannedApplication } from './plan.js';

/** How many notifications each demo user keeps, and how many of the newest are unread. */
export const DEMO_NOTIFICATIONS_PER_USER = 12;
export const DEMO_UNREAD_PER_USER = 3;

type Seeded = { planned: PlannedApplication; id: number; referenceNumber: string };

/**
 * The notifications the demo applications' own events would have created, at their times and
 * in each recipient's language: assignments to the assignee, status changes to the client and
 * the assignee (never to whoever made the change). Each user keeps the newest
 * DEMO_NOTIFICATIONS_PER_USER, the newest DEMO_UNREAD_PER_USER of them unread.
 */
export function planDemoNotifications(
  seeded: Seeded[],
  people: Map<number, UserRow>,
  statuses: OptionRow[],
): NewNotificationRow[] {
  const label = (status: string, lang: Language) => {
    const option = statuses.find((o) => o.value === status);
    return (lang === 'ar' ? option?.labelAr : option?.labelEn) || status;
  };
  const byUser = new Map<number, NewNotificationRow[]>();
  const add = (userId: number | null, row: Omit<NewNotificationRow, 'userId'>) => {
    if (userId === null || !people.has(userId)) return;
    const list = byUser.get(userId) ?? [];
    list.push({ ...row, userId });
    byUser.set(userId, list);
  };
  for (const { planned, id, referenceNumber } of seeded) {
    const ref = { referenceNumber, title: planned.title };
    const assignee = planned.assignedToId;
    for (const event of planned.events) {
      if (event.kind === 'created') {
        if (assignee !== null && assignee !== event.actorId) {
          const lang = languageOf(people.get(assignee)?.languagePreference ?? 'ar');
          add(assignee, {
            type: 'application',
            category: 'info',
            event: 'assignment',
            ...TEXTS.assignment(lang, ref),
            applicationId: id,
            createdAt: event.at,
          });
        }
        continue;
      }
      for (const recipient of new Set([planned.clientId, assignee])) {
        if (recipient === null || recipient === event.actorId) continue;
        const lang = languageOf(people.get(recipient)?.languagePreference ?? 'ar');
        add(recipient, {
          type: 'application',
          category: statusCategory(event.to),
          event: 'status_change',
          ...TEXTS.statusChange(lang, ref, label(event.to, lang)),
          applicationId: id,
          createdAt: event.at,
        });
      }
    }
  }
  const rows: NewNotificationRow[] = [];
  for (const list of byUser.values()) {
    list.sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
    list.slice(0, DEMO_NOTIFICATIONS_PER_USER).forEach((row, index) => {
      const isRead = index >= DEMO_UNREAD_PER_USER;
      rows.push({ ...row, isRead, readAt: isRead ? row.createdAt : null });
    });
  }
  // Oldest first, so ids follow time as they do for live notifications.
  return rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
