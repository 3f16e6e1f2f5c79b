import type { ApplicationOrderingField } from '@mutabaa/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationComments,
  applicationHistory,
  type CommentRow,
  applicationReferenceCounters,
  formOptions,
  type HistoryRow,
  type NewHistoryRow,
  type OptionRow,
  applications,
  users,
  type ApplicationRow,
  type NewApplicationRow,
  type UserRow,
} from '../../db/schema/index.js';

/** Who may see what (DESIGN §1), as a condition in the query itself. */
export type Scope =
  { kind: 'all' } | { kind: 'editor'; userId: number } | { kind: 'client'; userId: number };

export function scopeCondition(scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'editor':
      return or(
        eq(applications.createdById, scope.userId),
        eq(applications.assignedToId, scope.userId),
      );
    case 'client':
      return eq(applications.clientId, scope.userId);
  }
}

/** The next number of `year`'s sequence; the counter row stays locked until the commit. */
export async function nextReferenceValue(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .insert(applicationReferenceCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: applicationReferenceCounters.year,
      set: { lastValue: sql`${applicationReferenceCounters.lastValue} + 1` },
    })
    .returning({ value: applicationReferenceCounters.lastValue });
  if (!row) throw new Error('reference counter not updated');
  return row.value;
}

export async function insertApplication(
  db: Executor,
  values: NewApplicationRow,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: applications.transactionId })
    .returning();
  return row;
}

/** A live (not deleted) application within `scope`; `lock` holds it for an update. */
export async function findApplication(
  db: Executor,
  id: number,
  scope: Scope,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.deletedAt), scopeCondition(scope)))
    .limit(1)
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateApplication(
  db: Executor,
  id: number,
  values: Partial<NewApplicationRow>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

export type ApplicationFilters = {
  search?: string;
  status?: string;
  priority?: string;
  transactionType?: string;
  assignedTo?: number;
  department?: string;
  client?: number;
  createdAfter?: string;
  createdBefore?: string;
  dueAfter?: string;
  dueBefore?: string;
  tags?: string[];
  hasAttachments?: boolean;
};

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A date `YYYY-MM-DD` plus one day, for inclusive "before" bounds on a timestamp. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function filterConditions(scope: Scope, f: ApplicationFilters): SQL | undefined {
  const a = applications;
  return and(
    isNull(a.deletedAt),
    scopeCondition(scope),
    f.search ? sql`${a.searchText} like ${likePattern(f.search)}` : undefined,
    f.status ? eq(a.status, f.status) : undefined,
    f.priority ? eq(a.priority, f.priority) : undefined,
    f.transactionType ? eq(a.transactionType, f.transactionType) : undefined,
    f.assignedTo !== undefined ? eq(a.assignedToId, f.assignedTo) : undefined,
    f.department ? eq(a.department, f.department) : undefined,
    f.client !== undefined ? eq(a.clientId, f.client) : undefined,
    // Calendar days in UTC, both bounds inclusive.
    f.createdAfter ? gte(a.createdAt, new Date(`${f.createdAfter}T00:00:00Z`)) : undefined,
    f.createdBefore
      ? lt(a.createdAt, new Date(`${dayAfter(f.createdBefore)}T00:00:00Z`))
      : undefined,
    f.dueAfter ? gte(a.dueDate, f.dueAfter) : undefined,
    f.dueBefore ? sql`${a.dueDate} <= ${f.dueBefore}` : undefined,
    f.tags?.length ? sql`${a.tags} && ${sql.param(f.tags)}::text[]` : undefined,
    f.hasAttachments === undefined
      ? undefined
      : f.hasAttachments
        ? sql`${a.attachmentCount} > 0`
        : eq(a.attachmentCount, 0),
  );
}

const ORDER_COLUMNS = {
  updated_at: applications.updatedAt,
  created_at: applications.createdAt,
  due_date: applications.dueDate,
  reference_number: applications.referenceNumber,
  title: applications.title,
  status: applications.status,
  priority: applications.priority,
} as const satisfies Record<ApplicationOrderingField, unknown>;

export async function listApplications(
  db: Executor,
  where: SQL | undefined,
  ordering: string,
  page: { limit: number; offset: number },
): Promise<ApplicationRow[]> {
  const descending = ordering.startsWith('-');
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as ApplicationOrderingField];
  const direction = descending ? desc : asc;
  return db
    .select()
    .from(applications)
    .where(where)
    .orderBy(direction(column), direction(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countApplications(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(where);
  return Number(row?.n ?? 0);
}

export async function findUsersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Whether any application, deleted ones included, stores `value` in `column`. */
export async function applicationUsesValue(
  db: Executor,
  column: 'transactionType' | 'priority' | 'status',
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications[column], value))
    .limit(1);
  return row !== undefined;
}

/** Every option of every list (a few dozen rows), for validation and `*_display`. */
export async function allOptions(db: Executor): Promise<OptionRow[]> {
  return db.select().from(formOptions);
}

export async function insertHistory(db: Executor, entries: NewHistoryRow[]): Promise<void> {
  if (entries.length) await db.insert(applicationHistory).values(entries);
}

/** An application's history, newest first. */
export async function listHistory(db: Executor, applicationId: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(desc(applicationHistory.createdAt), desc(applicationHistory.id));
}

export async function insertComment(
  db: Executor,
  values: typeof applicationComments.$inferInsert,
): Promise<CommentRow> {
  const [row] = await db.insert(applicationComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  if (!row.isInternal) {
    await db
      .update(applications)
      .set({ commentCount: sql`${applications.commentCount} + 1` })
      .where(eq(applications.id, values.applicationId));
  }
  return row;
}

/** Comments in the order they were written; without the internal ones unless asked. */
export async function listComments(
  db: Executor,
  applicationId: number,
  withInternal: boolean,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(applicationComments)
    .where(
      and(
        eq(applicationComments.applicationId, applicationId),
        withInternal ? undefined : eq(applicationComments.isInternal, false),
      ),
    )
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
}
