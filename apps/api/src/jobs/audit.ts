import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import { AuditLogsService } from '../modules/audit-logs/audit-logs.service.js';

export const AUDIT_RETENTION_QUEUE = 'audit-retention';

/** Removes the entries past the retention setting; returns how many were removed. */
export function applyAuditRetention(db: Db, now: Date): Promise<number> {
  return new AuditLogsService({ db }).applyRetention(now);
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
