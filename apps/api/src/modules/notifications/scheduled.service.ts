import {
  formatDayTime,
  formatPlainDay,
  zonedDay,
  zonedParts,
  type Language,
} from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import { dateStyleWith, organisationDates } from '../settings/index.js';
import { listDigestRecipientIds, lockUser } from '../users/index.js';
import {
  applicationsDueForReminder,
  clearDigest,
  pendingDigest,
} from './notifications.repository.js';
import { languageOf, notificationLink, notify, type Notifier } from './notify.js';
import { TEXTS } from './texts.js';

/** Weekly digests go out on this day (0 Sunday … 6 Saturday; the working week starts Sunday). */
export const WEEKLY_DIGEST_DAY = 0;

/** Due reminders go out from this hour of the organisation's day on (09:00 on its clock). */
export const REMINDER_HOUR = 9;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday (0 Sunday … 6 Saturday) of a `yyyy-mm-dd` day. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The notifications sent on a schedule (daily jobs): due reminders and e-mail digests. */
export class ScheduledNotificationsService {
  constructor(private readonly deps: { db: Db; notifier: Notifier }) {}

  /**
   * The assignees of live, open applications due tomorrow (warning) or overdue (danger) are
   * told, once per application and day (`due:<id>:<day>`, so running twice changes nothing).
   * "Today" is the organisation's day (its `TIME_ZONE`), and nothing is sent before
   * REMINDER_HOUR on its clock: the job runs every hour, so each day's reminders go out at
   * the first run from that hour on. Returns how many notifications were created.
   */
  async dueReminders(now: Date): Promise<number> {
    const { db, notifier } = this.deps;
    const { timeZone } = await organisationDates(db);
    if (zonedParts(now, timeZone).hour < REMINDER_HOUR) return 0;
    const today = zonedDay(now, timeZone);
    const rows = await applicationsDueForReminder(db, today, addDays(today, 1));
    let created = 0;
    for (const row of rows) {
      const dueDate = row.dueDate!;
      const overdue = dueDate < today;
      const inserted = await db.transaction((tx) =>
        notify(tx, notifier, {
          recipients: [row.assignedToId],
          event: 'due_reminder',
          type: 'application',
          category: overdue ? 'danger' : 'warning',
          text: (lang, style) => {
            const due = formatPlainDay(dueDate, style);
            return overdue ? TEXTS.overdue(lang, row, due) : TEXTS.dueTomorrow(lang, row, due);
          },
          applicationId: row.id,
          dedupeKey: `due:${row.id}:${today}`,
          mail: {
            key: overdue ? 'overdue_reminder' : 'due_soon_reminder',
            values: (style) => ({
              reference_number: row.referenceNumber,
              application_title: row.title,
              due_date: formatPlainDay(dueDate, style),
            }),
          },
        }),
      );
      created += inserted.length;
    }
    return created;
  }

  /**
   * One mail per user of `digest` listing their notifications flagged for it and their digest
   * items (events whose in-app delivery they switched off), oldest first, each with when it
   * happened in the user's calendar, digits and language (as they are now); the flags are
   * cleared and the items deleted in the same transaction as the mail is queued. Returns the
   * number of mails queued.
   */
  async digest(digest: 'daily' | 'weekly'): Promise<number> {
    const { db, notifier } = this.deps;
    let mails = 0;
    const dates = await organisationDates(db);
    for (const id of await listDigestRecipientIds(db, digest)) {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user || user.notificationDigest !== digest) return;
        const { flagged, items } = await pendingDigest(tx, id);
        // Oldest first; a stable sort keeps each list's own order for equal times.
        const pending = [...flagged, ...items].sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        );
        if (pending.length === 0) return;
        if (user.isActive) {
          const lang: Language = languageOf(user.languagePreference);
          const style = dateStyleWith({ ...user, language: lang }, dates);
          await notifier.mail.enqueue(tx, {
            template: 'notification_digest',
            to: user.email,
            lang,
            name: user.fullName || user.firstName,
            link: notificationLink(notifier.publicUrl, null),
            digest,
            items: pending.map((n) => ({
              date: formatDayTime(n.createdAt, style),
              title: n.title,
              message: n.message,
              link: notificationLink(notifier.publicUrl, n.applicationId),
            })),
          });
          mails += 1;
        }
        await clearDigest(
          tx,
          flagged.map((n) => n.id),
          items.map((d) => d.id),
        );
      });
    }
    return mails;
  }

  /** The daily digest every day; the weekly one too on WEEKLY_DIGEST_DAY of the organisation. */
  async digests(now: Date): Promise<number> {
    const { timeZone } = await organisationDates(this.deps.db);
    let mails = await this.digest('daily');
    if (weekdayOf(zonedDay(now, timeZone)) === WEEKLY_DIGEST_DAY) {
      mails += await this.digest('weekly');
    }
    return mails;
  }
}
