import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationCounters, applications, openApplication } from '../../db/schema/index.js';

/** Whose counters: everything (`all`, owner 0), one client's, or one assignee's. */
export type CounterScope =
  { scope: 'all' } | { scope: 'client'; ownerId: number } | { scope: 'assignee'; ownerId: number };

/**
 * Live applications per status from the counters the trigger keeps (a handful of rows), so a
 * dashboard never aggregates the applications table.
 */
export async function countsByStatus(db: Executor, of: CounterScope): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: applicationCounters.status, count: applicationCounters.count })
    .from(applicationCounters)
    .where(
      and(
        eq(applicationCounters.scope, of.scope),
        eq(applicationCounters.ownerId, of.scope === 'all' ? 0 : of.ownerId),
      ),
    );
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** Assigned to `assigneeId` and completed at or after `since` (index on assignee, status, time). */
export async function countCompletedSince(
  db: Executor,
  assigneeId: number,
  since: Date,
): Promise<number> {
  const a = applications;
  const [row] = await db
    .select({ n: count() })
    .from(a)
    .where(
      and(
        isNull(a.deletedAt),
        eq(a.assignedToId, assigneeId),
        eq(a.status, 'completed'),
        gte(a.statusChangedAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Assigned to `assigneeId`, due before `today` and not closed (CLOSED_STATUSES), read from
 * the partial index of open applications by assignee and due date.
 */
export async function countOverdue(
  db: Executor,
  assigneeId: number,
  today: string,
): Promise<number> {
  const a = applications;
  const [row] = await db
    .select({ n: count() })
    .from(a)
    .where(and(openApplication, eq(a.assignedToId, assigneeId), lt(a.dueDate, today)));
  return Number(row?.n ?? 0);
}
