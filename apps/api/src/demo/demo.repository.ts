import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-insert.js';
import type { Executor } from '../db/client.js';
import {
  applicationAttachments,
  applicationComments,
  applicationHistory,
  applicationReferenceCounters,
  applications,
  assignmentHistory,
  assignmentRules,
  notifications,
  users,
  type NewApplicationRow,
  type NewAssignmentHistoryRow,
  type NewAttachmentRow,
  type NewHistoryRow,
  type NewNotificationRow,
  type NewUserRow,
  type UserRow,
} from '../db/schema/index.js';

type NewCommentRow = typeof applicationComments.$inferInsert;

// The demo data's own statements: a deterministic bulk load of rows with the times of a plan
// (history, comments, files, assignments in the past), which no module's service writes.

export async function findUsersByEmails(tx: Executor, emails: string[]): Promise<UserRow[]> {
  return tx.select().from(users).where(inArray(users.email, emails));
}

export async function findPasswordHash(tx: Executor, email: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row?.hash;
}

/** Inserts the users whose address is not taken yet. */
export async function insertUsersIfAbsent(tx: Executor, rows: NewUserRow[]): Promise<void> {
  await tx.insert(users).values(rows).onConflictDoNothing();
}

/** Reserves `count` reference numbers of `year` (the counter stays locked until the commit). */
export async function reserveReferences(
  tx: Executor,
  year: number,
  count: number,
): Promise<number> {
  const [row] = await tx
    .insert(applicationReferenceCounters)
    .values({ year, lastValue: count })
    .onConflictDoUpdate({
      target: applicationReferenceCounters.year,
      set: { lastValue: sql`${applicationReferenceCounters.lastValue} + ${count}` },
    })
    .returning({ last: applicationReferenceCounters.lastValue });
  return row!.last - count + 1;
}

export async function hasApplication(tx: Executor, transactionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.transactionId, transactionId))
    .limit(1);
  return row !== undefined;
}

/** Inserts the applications; returns their ids by transaction id. */
export async function insertApplications(
  tx: Executor,
  rows: NewApplicationRow[],
): Promise<Map<string, number>> {
  const inserted = await bulkInsert(
    tx,
    applications,
    rows,
    sql`${applications.id} as id, ${applications.transactionId} as tx`,
  );
  return new Map(inserted.map((r) => [String(r.tx), Number(r.id)]));
}

/**
 * Starts a bulk load when the connection may (as superuser, always so on the embedded
 * database): the row triggers, the foreign-key checks among them, are skipped for this
 * transaction until `endBulkLoad` rebuilds what they keep. Returns whether it started.
 */
export async function startBulkLoad(tx: Executor): Promise<boolean> {
  const result = await tx.execute(sql`select current_setting('is_superuser') = 'on' as superuser`);
  const [role] = (result as unknown as { rows: { superuser: boolean }[] }).rows;
  const bulk = role?.superuser === true;
  if (bulk) await tx.execute(sql`set local session_replication_role = replica`);
  return bulk;
}

/** Turns the triggers on again and rebuilds the counters and aggregates they keep. */
export async function endBulkLoad(tx: Executor): Promise<void> {
  await tx.execute(sql`set local session_replication_role = origin`);
  await tx.execute(sql`select application_counters_rebuild()`);
  await tx.execute(sql`select assignee_due_counters_rebuild()`);
  await tx.execute(sql`select assignee_completion_counters_rebuild()`);
  await tx.execute(sql`select report_aggregates_rebuild()`);
}

export async function insertHistory(tx: Executor, rows: NewHistoryRow[]): Promise<void> {
  await bulkInsert(tx, applicationHistory, rows);
}

export async function insertComments(tx: Executor, rows: NewCommentRow[]): Promise<void> {
  await bulkInsert(tx, applicationComments, rows);
}

export async function insertAttachments(tx: Executor, rows: NewAttachmentRow[]): Promise<void> {
  await bulkInsert(tx, applicationAttachments, rows);
}

export async function referenceNumbersOf(
  tx: Executor,
  ids: number[],
): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: applications.id, referenceNumber: applications.referenceNumber })
    .from(applications)
    .where(inArray(applications.id, ids));
  return new Map(rows.map((r) => [r.id, r.referenceNumber]));
}

export async function insertNotifications(tx: Executor, rows: NewNotificationRow[]): Promise<void> {
  await tx.insert(notifications).values(rows);
}

/** The first `limit` live applications with an assignee, in id order. */
export async function assignedApplications(tx: Executor, limit: number) {
  return tx
    .select({
      id: applications.id,
      assignee: applications.assignedToId,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(and(isNotNull(applications.assignedToId), isNull(applications.deletedAt)))
    .orderBy(asc(applications.id))
    .limit(limit);
}

export async function insertAssignmentHistory(
  tx: Executor,
  rows: NewAssignmentHistoryRow[],
): Promise<void> {
  await tx.insert(assignmentHistory).values(rows);
}

/** Automatic assignment for `transactionType`, unless it has a rule already. */
export async function insertAssignmentRuleIfAbsent(
  tx: Executor,
  rule: { transactionType: string; mode: 'balanced'; updatedById: number },
): Promise<void> {
  await tx.insert(assignmentRules).values(rule).onConflictDoNothing();
}

/** The live applications that left draft (the ones a clock may follow), as a clock reads them. */
export function submittedApplications(tx: Executor) {
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      transactionType: applications.transactionType,
      priority: applications.priority,
      submittedAt: applications.submittedAt,
      statusChangedAt: applications.statusChangedAt,
      deletedAt: applications.deletedAt,
    })
    .from(applications)
    .where(and(isNotNull(applications.submittedAt), isNull(applications.deletedAt)))
    .orderBy(asc(applications.id));
}

/** The status changes of applications `ids`, oldest first. */
export async function statusChangesOf(
  tx: Executor,
  ids: readonly number[],
): Promise<{ applicationId: number; from: string; to: string; at: Date }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      applicationId: applicationHistory.applicationId,
      from: applicationHistory.fromValue,
      to: applicationHistory.toValue,
      at: applicationHistory.createdAt,
    })
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.kind, 'status'),
        inArray(applicationHistory.applicationId, [...ids]),
      ),
    )
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
  return rows.map((r) => ({ ...r, from: String(r.from), to: String(r.to) }));
}

/**
 * Marks the warnings and breaches that fell before `now` as told (at their own instant): the
 * demo's history happened before the install, whose first escalation would otherwise tell
 * every one of them at once.
 */
export async function markClocksTold(tx: Executor, now: Date): Promise<void> {
  await tx.execute(sql`
    update application_sla set
      warned_at = coalesce(warned_at, case when warn_at <= ${now.toISOString()}::timestamptz
        then warn_at end),
      breach_notified_at = coalesce(breach_notified_at,
        case when due_at <= ${now.toISOString()}::timestamptz then due_at end)`);
}
