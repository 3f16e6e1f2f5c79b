import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import type { Notifier } from '../modules/notifications/notify.js';
import { ScheduledNotificationsService } from '../modules/notifications/scheduled.service.js';

export const REMINDERS_QUEUE = 'notification-reminders';
export const DIGEST_QUEUE = 'notification-digest';

/** Due reminders for `now`'s day (see ScheduledNotificationsService.dueReminders). */
export function runDueReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  return new ScheduledNotificationsService({ db, notifier }).dueReminders(now);
}

/** The mails of one digest (see ScheduledNotificationsService.digest). */
export function runDigest(db: Db, notifier: Notifier, digest: 'daily' | 'weekly'): Promise<number> {
  return new ScheduledNotificationsService({ db, notifier }).digest(digest);
}

/** The digests due on `now`'s day. */
export function runDigests(db: Db, notifier: Notifier, now: Date): Promise<number> {
  return new ScheduledNotificationsService({ db, notifier }).digests(now);
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
  // Every hour: the reminders go out at the organisation's REMINDER_HOUR, in its time zone,
  // which an admin may change at any time (runs before that hour and later runs that day
  // send nothing new).
  await boss.schedule(REMINDERS_QUEUE, '0 * * * *', null, { tz: 'UTC' });
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
