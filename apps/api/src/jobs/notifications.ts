import { CLOSED_STATUSES, type Language } from '@mutabaa/shared';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import { applications, notificationDigestItems, notifications, users } from '../db/schema/index.js';
import {
  languageOf,
  notificationLink,
  notify,
  type Notifier,
} from '../modules/notifications/notify.js';
import { TEXTS } from '../modules/notifications/texts.js';

export const REMINDERS_QUEUE = 'notification-reminders';
export const DIGEST_QUEUE = 'notification-digest';
/** Weekly digests go out on this day (0 Sunday … 6 Saturday; the working week starts Sunday). */
export const WEEKLY_DIGEST_DAY = 0;

/** `yyyy-mm-dd` of `date` in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/**
 * The assignees of live, open applications due tomorrow (warning) or overdue (danger) are
 * told, once per application and day (`due:<id>:<day>`, so running twice changes nothing).
 * Returns how many notifications were created.
 */
export async function runDueReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const today = isoDay(now);
  const tomorrow = addDays(today, 1);
  const rows = await db
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
        text: (lang) =>
          overdue ? TEXTS.overdue(lang, row, dueDate) : TEXTS.dueTomorrow(lang, row, dueDate),
        applicationId: row.id,
        dedupeKey: `due:${row.id}:${today}`,
      }),
    );
    created += inserted.length;
  }
  return created;
}

/**
 * One mail per user of `digest` listing their notifications flagged for it and their digest
 * items (events whose in-app delivery they switched off), oldest first; the flags are cleared
 * and the items deleted in the same transaction as the mail is queued. Returns the number of
 * mails queued.
 */
export async function runDigest(
  db: Db,
  notifier: Notifier,
  digest: 'daily' | 'weekly',
): Promise<number> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.notificationDigest, digest),
        sql`(exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.digest_pending)
          or exists (select 1 from ${notificationDigestItems} d where d.user_id = ${users.id}))`,
      ),
    );
  let mails = 0;
  for (const { id } of recipients) {
    await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!user || user.notificationDigest !== digest) return;
      const flagged = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id), eq(notifications.digestPending, true)))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      const items = await tx
        .select()
        .from(notificationDigestItems)
        .where(eq(notificationDigestItems.userId, id))
        .orderBy(asc(notificationDigestItems.createdAt), asc(notificationDigestItems.id));
      // Oldest first; a stable sort keeps each list's own order for equal times.
      const pending = [...flagged, ...items].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      if (pending.length === 0) return;
      if (user.isActive) {
        const lang: Language = languageOf(user.languagePreference);
        await notifier.mail.enqueue(tx, {
          template: 'notification_digest',
          to: user.email,
          lang,
          name: user.fullName || user.firstName,
          link: notificationLink(notifier.publicUrl, null),
          digest,
          items: pending.map((n) => ({
            title: n.title,
            message: n.message,
            link: notificationLink(notifier.publicUrl, n.applicationId),
          })),
        });
        mails += 1;
      }
      if (flagged.length) {
        await tx
          .update(notifications)
          .set({ digestPending: false })
          .where(
            inArray(
              notifications.id,
              flagged.map((n) => n.id),
            ),
          );
      }
      if (items.length) {
        await tx.delete(notificationDigestItems).where(
          inArray(
            notificationDigestItems.id,
            items.map((d) => d.id),
          ),
        );
      }
    });
  }
  return mails;
}

/** The daily digest every day; the weekly one too on WEEKLY_DIGEST_DAY. */
export async function runDigests(db: Db, notifier: Notifier, now: Date): Promise<number> {
  let mails = await runDigest(db, notifier, 'daily');
  if (now.getUTCDay() === WEEKLY_DIGEST_DAY) mails += await runDigest(db, notifier, 'weekly');
  return mails;
}

/**
 * Schedules the daily reminder and digest jobs (pg-boss cron, one run per schedule across
 * instances) and, when this process runs workers, works them.
 */
export async function startNotificationJobs(
  boss: PgBoss,
  db: Db,
  notifier: Notifier,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<void> {
  for (const queue of [REMINDERS_QUEUE, DIGEST_QUEUE]) await boss.createQueue(queue);
  await boss.schedule(REMINDERS_QUEUE, '0 6 * * *', null, { tz: 'UTC' });
  await boss.schedule(DIGEST_QUEUE, '0 7 * * *', null, { tz: 'UTC' });
  if (!runWorkers) return;
  await boss.work(REMINDERS_QUEUE, async () => {
    const created = await runDueReminders(db, notifier, new Date());
    log.info({ created }, 'due reminders sent');
  });
  await boss.work(DIGEST_QUEUE, async () => {
    const mails = await runDigests(db, notifier, new Date());
    log.info({ mails }, 'notification digests queued');
  });
}
