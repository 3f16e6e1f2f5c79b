import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';
import { purgeAuditLogs } from '../modules/audit-logs/audit-logs.queries.js';

export const AUDIT_RETENTION_QUEUE = 'audit-retention';
export const AUDIT_RETENTION_SETTING = 'AUDIT_RETENTION_DAYS';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies the retention setting (days; none means keep forever): entries older than that leave
 * through the database's purge function, which records what it removed as a chained entry.
 * Returns how many entries were removed.
 */
export async function applyAuditRetention(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, AUDIT_RETENTION_SETTING));
  const days = row?.value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days <= 0) return 0;
  return db.transaction((tx) => purgeAuditLogs(tx, new Date(now.getTime() - days * DAY_MS), null));
}

/** Schedules the daily retention run (one run across instances) and works it if told to. */
export async function startAuditJobs(
  boss: PgBoss,
  db: Db,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<void> {
  await boss.createQueue(AUDIT_RETENTION_QUEUE);
  await boss.schedule(AUDIT_RETENTION_QUEUE, '30 3 * * *', null, { tz: 'UTC' });
  if (!runWorkers) return;
  await boss.work(AUDIT_RETENTION_QUEUE, async () => {
    const removed = await applyAuditRetention(db, new Date());
    if (removed) log.info({ removed }, 'audit entries past retention removed');
  });
}
