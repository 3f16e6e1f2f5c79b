import type { Db } from '../../db/client.js';
import { notifySlaEvent, type Notifier } from '../notifications/index.js';
import { listActiveUserIds } from '../users/index.js';
import { claimClocks } from './clock.repository.js';

/** Clocks told per transaction. */
const ESCALATION_BATCH = 200;

/**
 * Tells of the clocks that reached their warning or their due instant by `now`, once each
 * (docs/architecture.md#service-levels): the warning to the assignee, the breach to the
 * assignee and every active admin, in-app and by e-mail as each person's preferences say, in
 * their language and calendar. Each batch is claimed and told in one transaction, so two
 * instances never tell the same clock twice and a failure tells nothing it then retries.
 * Returns how many clocks were told of.
 */
export async function escalateClocks(db: Db, notifier: Notifier, now: Date): Promise<number> {
  let told = 0;
  for (const kind of ['breach', 'warning'] as const) {
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const clocks = await claimClocks(tx, kind, now, ESCALATION_BATCH);
        const admins =
          kind === 'breach' && clocks.length ? await listActiveUserIds(tx, 'admin') : [];
        for (const clock of clocks) {
          await notifySlaEvent(tx, notifier, kind, clock, admins);
          await notifier.webhooks?.emit(tx, {
            type: kind === 'breach' ? 'application.sla_breached' : 'application.sla_warning',
            application: clock.applicationId,
            fields: { due_at: clock.dueAt.toISOString(), warn_percent: clock.warnPercent },
          });
        }
        return clocks.length;
      });
      told += claimed;
      if (claimed < ESCALATION_BATCH) break;
    }
  }
  return told;
}
