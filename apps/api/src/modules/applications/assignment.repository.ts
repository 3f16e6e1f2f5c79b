import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert.js';
import type { Executor } from '../../db/client.js';
import {
  applicationCounters,
  applicationHistory,
  applications,
  assignmentHistory,
  assignmentRules,
  CLOSED_STATUSES,
  NOT_OPEN_STATUSES,
  users,
  type ApplicationRow,
  type AssignmentRuleRow,
  type NewAssignmentHistoryRow,
  type NewHistoryRow,
} from '../../db/schema/index.js';
import { sqlList } from '../../db/statements.js';

/** `id = any($1)` with the ids as one array parameter (not a parameter per id). */
const idIn = (ids: number[]) =>
  sql`${applications.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;

/** The live applications among `ids`, locked in id order (concurrent writers cannot deadlock). */
export async function lockLiveApplications(tx: Executor, ids: number[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(applications)
    .where(and(idIn(ids), isNull(applications.deletedAt)))
    .orderBy(asc(applications.id))
    .for('update');
}

/** The ids of the live, not final applications assigned to any of `userIds`. */
export async function listHeldApplicationIds(tx: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.assignedToId, userIds),
        isNull(applications.deletedAt),
        sql`${applications.status} not in ${sql.raw(sqlList(CLOSED_STATUSES))}`,
      ),
    )
    .orderBy(asc(applications.id));
  return rows.map((r) => r.id);
}

/** Sets the assignee of `ids` in one statement. */
export async function setAssignee(
  tx: Executor,
  ids: number[],
  assigneeId: number | null,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(applications).set({ assignedToId: assigneeId, updatedAt: at }).where(idIn(ids));
}

/** Entries of the assignment history, as one JSON parameter (a thousand at a time, fast). */
export async function insertAssignmentHistory(
  tx: Executor,
  rows: NewAssignmentHistoryRow[],
): Promise<void> {
  await bulkInsert(tx, assignmentHistory, rows);
}

/** The rule of an application type, if one was ever set. */
export async function findRule(
  tx: Executor,
  transactionType: string,
): Promise<AssignmentRuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(assignmentRules)
    .where(eq(assignmentRules.transactionType, transactionType))
    .limit(1);
  return row;
}

export async function setRuleLastAssignee(
  tx: Executor,
  transactionType: string,
  assigneeId: number,
): Promise<void> {
  await tx
    .update(assignmentRules)
    .set({ lastAssigneeId: assigneeId })
    .where(eq(assignmentRules.transactionType, transactionType));
}

/**
 * Holds the automatic-assignment lock until the end of `tx`: picks are made one at a time,
 * each reading the counts the previous one committed.
 */
export async function lockAutomaticAssignment(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mutabaa.automatic_assignment'))`);
}

/**
 * Editors who take automatic work: active, available and signed up (not a pending invitation),
 * with their open applications (from the counters), by id.
 */
export async function listAvailableEditors(tx: Executor): Promise<{ id: number; open: number }[]> {
  const rows = await tx
    .select({
      id: users.id,
      open: sql<number>`coalesce((select sum(${applicationCounters.count}) from ${applicationCounters}
        where ${applicationCounters.scope} = 'assignee' and ${applicationCounters.ownerId} = ${users.id}
          and ${applicationCounters.status} not in ${sql.raw(sqlList(NOT_OPEN_STATUSES))}), 0)::int`,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'editor'),
        eq(users.isActive, true),
        eq(users.isAvailable, true),
        eq(users.invitationPending, false),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => ({ id: r.id, open: Number(r.open) }));
}

/** Entries of the applications' history, as one JSON parameter (a bulk reassignment's). */
export async function insertHistoryBulk(tx: Executor, rows: NewHistoryRow[]): Promise<void> {
  await bulkInsert(tx, applicationHistory, rows);
}
