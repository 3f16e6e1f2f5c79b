import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import type { Notifier } from '../modules/notifications/index.js';
import { escalateClocks, recomputeClocks } from '../modules/sla/index.js';

export const SLA_CLOCKS_QUEUE = 'sla-clocks';

/**
 * Every minute (one run across instances): finishes any recomputation of the service-level
 * clocks that a change left (a process stopped halfway, a time zone changed in the settings),
 * then tells of the warnings and breaches due.
 */
export async function startSlaJobs(
  boss: PgBoss,
  db: Db,
  notifier: Notifier,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<void> {
  await boss.createQueue(SLA_CLOCKS_QUEUE);
  await boss.schedule(SLA_CLOCKS_QUEUE, '* * * * *', null, { tz: 'UTC' });
  if (!runWorkers) return;
  await boss.work(SLA_CLOCKS_QUEUE, async () => {
    const done = await recomputeClocks(db, { untilMs: Date.now() + 50_000 });
    if (!done) log.info('service-level clocks: recomputation continues next minute');
    const told = await escalateClocks(db, notifier, new Date());
    if (told) log.info({ told }, 'service-level warnings and breaches told');
  });
}
