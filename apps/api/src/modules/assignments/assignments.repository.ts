import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  applications,
  assignmentHistory,
  assignmentRules,
  NOT_OPEN_STATUSES,
  type AssignmentHistoryRow,
  type AssignmentRuleRow,
} from '../../db/schema/index.js';
import { users } from '../../db/schema/index.js';
import { sqlList } from '../../db/statements.js';

export type HistoryFilter = {
  applicationId?: number;
  userId?: number;
  /** Calendar days in UTC, both inclusive. */
  after?: string;
  before?: string;
  page: number;
  pageSize: number;
};

type Person = { id: number; fullName: string; email: string } | null;

export type HistoryItem = AssignmentHistoryRow & {
  application: { id: number; referenceNumber: string; title: string };
  fromUser: Person;
  toUser: Person;
  assignedBy: Person;
};

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function historyConditions(f: HistoryFilter): SQL | undefined {
  return and(
    f.applicationId === undefined
      ? undefined
      : eq(assignmentHistory.applicationId, f.applicationId),
    f.userId === undefined
      ? undefined
      : or(eq(assignmentHistory.fromUserId, f.userId), eq(assignmentHistory.toUserId, f.userId)),
    f.after ? gte(assignmentHistory.createdAt, new Date(`${f.after}T00:00:00Z`)) : undefined,
    f.before
      ? lt(assignmentHistory.createdAt, new Date(`${dayAfter(f.before)}T00:00:00Z`))
      : undefined,
  );
}

type PersonColumns = Record<'id' | 'fullName' | 'firstName' | 'lastName' | 'email', AnyPgColumn>;

const person = (t: PersonColumns) => ({
  id: sql<number | null>`${t.id}`,
  fullName: sql<string>`coalesce(nullif(${t.fullName}, ''), trim(${t.firstName} || ' ' || ${t.lastName}))`,
  email: sql<string>`${t.email}`,
});

const personOf = (p: { id: number | null; fullName: string; email: string }): Person =>
  p.id === null ? null : { id: Number(p.id), fullName: p.fullName, email: p.email };

/** One page of the assignment history, newest first, and how many entries match. */
export async function listHistory(
  db: Executor,
  f: HistoryFilter,
): Promise<{ count: number; rows: HistoryItem[] }> {
  const where = historyConditions(f);
  const fromUser = alias(users, 'from_user');
  const toUser = alias(users, 'to_user');
  const byUser = alias(users, 'by_user');
  const rows = await db
    .select({
      entry: assignmentHistory,
      application: {
        id: applications.id,
        referenceNumber: applications.referenceNumber,
        title: applications.title,
      },
      fromUser: person(fromUser),
      toUser: person(toUser),
      assignedBy: person(byUser),
    })
    .from(assignmentHistory)
    .innerJoin(applications, eq(applications.id, assignmentHistory.applicationId))
    .leftJoin(fromUser, eq(fromUser.id, assignmentHistory.fromUserId))
    .leftJoin(toUser, eq(toUser.id, assignmentHistory.toUserId))
    .leftJoin(byUser, eq(byUser.id, assignmentHistory.assignedById))
    .where(where)
    .orderBy(desc(assignmentHistory.createdAt), desc(assignmentHistory.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(assignmentHistory).where(where);
  return {
    count: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      ...r.entry,
      application: r.application,
      fromUser: personOf(r.fromUser),
      toUser: personOf(r.toUser),
      assignedBy: personOf(r.assignedBy),
    })),
  };
}

export type WorkloadRow = {
  id: number;
  fullName: string;
  email: string;
  isAvailable: boolean;
  open: number;
  overdue: number;
  dueSoon: number;
  completedLast7Days: number;
};

/**
 * Every active editor and admin with their load, in one statement over counters kept by
 * triggers: open (application_counters), overdue (the total on 'infinity' less the rows from
 * today on) and due within 7 days (assignee_due_counters), completed today and the six days
 * before, UTC (assignee_completion_counters).
 */
export async function listWorkload(db: Executor): Promise<WorkloadRow[]> {
  const result = (await db.execute(sql`
    select u.id, coalesce(nullif(u.full_name, ''), trim(u.first_name || ' ' || u.last_name)) as "fullName",
      u.email, u.is_available as "isAvailable",
      coalesce((select sum(c.count) from application_counters c
        where c.scope = 'assignee' and c.owner_id = u.id
          and c.status not in ${sql.raw(sqlList(NOT_OPEN_STATUSES))}), 0)::int as open,
      (coalesce((select d.count from assignee_due_counters d
        where d.assignee_id = u.id and d.due_date = 'infinity'), 0)
        - coalesce((select sum(d.count) from assignee_due_counters d
        where d.assignee_id = u.id and d.due_date >= current_date
          and d.due_date < 'infinity'), 0))::int as overdue,
      coalesce((select sum(d.count) from assignee_due_counters d
        where d.assignee_id = u.id and d.due_date >= current_date
          and d.due_date <= current_date + 7), 0)::int as "dueSoon",
      coalesce((select sum(k.count) from assignee_completion_counters k
        where k.assignee_id = u.id
          and k.day >= (now() at time zone 'UTC')::date - 6), 0)::int as "completedLast7Days"
    from users u
    where u.is_active and u.role in ('editor', 'admin')
    order by u.full_name, u.id`)) as unknown as { rows: WorkloadRow[] };
  return result.rows.map((r) => ({
    ...r,
    open: Number(r.open),
    overdue: Number(r.overdue),
    dueSoon: Number(r.dueSoon),
    completedLast7Days: Number(r.completedLast7Days),
  }));
}

export async function listRules(db: Executor): Promise<AssignmentRuleRow[]> {
  return db.select().from(assignmentRules);
}

/** Sets the mode of each type (a new row for a type never set); the round-robin turn stays. */
export async function upsertRules(
  tx: Executor,
  rules: { transactionType: string; mode: string }[],
  updatedById: number,
): Promise<void> {
  if (rules.length === 0) return;
  const now = new Date();
  await tx
    .insert(assignmentRules)
    .values(rules.map((r) => ({ ...r, updatedAt: now, updatedById })))
    .onConflictDoUpdate({
      target: assignmentRules.transactionType,
      set: {
        mode: sql`excluded.mode`,
        updatedAt: sql`excluded.updated_at`,
        updatedById: sql`excluded.updated_by_id`,
      },
    });
}
