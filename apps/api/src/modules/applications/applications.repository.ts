import type { ApplicationOrderingField } from '@mutabaa/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  applicationComments,
  applicationCounters,
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
import { ReadCache } from '../../lib/read-cache.js';
import type { UserName } from './applications.presenter.js';

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
  createdBy?: number;
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
    f.createdBy !== undefined ? eq(a.createdById, f.createdBy) : undefined,
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

/**
 * The scope as disjoint parts whose union it is. An editor's "created or assigned" is an OR
 * that no single index answers; as two parts, each is an index range (a walk for the page, an
 * index-only scan for the count) and the counts simply add up.
 */
function scopeParts(scope: Scope): (SQL | undefined)[] {
  if (scope.kind !== 'editor') return [scopeCondition(scope)];
  const a = applications;
  return [
    eq(a.assignedToId, scope.userId),
    and(eq(a.createdById, scope.userId), sql`${a.assignedToId} is distinct from ${scope.userId}`),
  ];
}

/**
 * The ordering key. With a date window, walking the updated_at index newest first and
 * discarding rows outside the window is the planner's usual choice and can read most of the
 * table for one page (PERFORMANCE.md §1); `+ interval '0'` takes that index out of the
 * running, so the window's rows come from their own index and the page is a top-N sort of
 * those. A search is left to the planner: for a common term the walk is the fast plan.
 */
function orderKey(ordering: string, f: ApplicationFilters): SQL {
  const field = ordering.replace(/^-/, '') as ApplicationOrderingField;
  const column = ORDER_COLUMNS[field];
  const narrowed = f.createdAfter || f.createdBefore || f.dueAfter || f.dueBefore;
  return field === 'updated_at' && narrowed ? sql`(${column} + interval '0')` : sql`${column}`;
}

const clientUser = alias(users, 'client_user');
const assigneeUser = alias(users, 'assignee_user');
const creatorUser = alias(users, 'creator_user');
const nameOf = (u: typeof clientUser | typeof assigneeUser | typeof creatorUser) => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
});

/** What a list shows of an application: every column but the search text. */
export type ListedApplication = Omit<ApplicationRow, 'searchText'>;
// The search text (title, description, names and references, normalised) is the widest
// column, about 110 characters against 30 for a description; a list only filters by it.
const { searchText: _searchText, ...listedColumns } = getTableColumns(applications);

/** A page of the list: its rows and the names of the users they refer to, by id. */
export type ListedPage = { rows: ListedApplication[]; users: Map<number, UserName> };

/**
 * One page in the list's order, in one statement: the page's ids first, from the indexes
 * alone where they cover the query (an editor's two scope parts each give their first
 * offset + limit, merged), then the rows of those ids with their users' names.
 */
export async function listApplications(
  db: Executor,
  scope: Scope,
  filters: ApplicationFilters,
  ordering: string,
  page: { limit: number; offset: number },
): Promise<ListedPage> {
  const descending = ordering.startsWith('-');
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const key = orderKey(ordering, filters);
  const parts = scopeParts(scope).map(
    (part) => sql`(select ${applications.id} as id, ${key} as k from ${applications}
      where ${filterConditions({ kind: 'all' }, filters)}${part ? sql` and ${part}` : sql``}
      order by k ${dir}, id ${dir} limit ${page.offset + page.limit})`,
  );
  const ids = sql`select id from (${sql.join(parts, sql` union all `)}) p
    order by k ${dir}, id ${dir} limit ${page.limit} offset ${page.offset}`;
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as ApplicationOrderingField];
  const direction = descending ? desc : asc;
  const found = await db
    .select({
      row: listedColumns,
      client: nameOf(clientUser),
      assignee: nameOf(assigneeUser),
      creator: nameOf(creatorUser),
    })
    .from(applications)
    .leftJoin(clientUser, eq(clientUser.id, applications.clientId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, applications.assignedToId))
    .leftJoin(creatorUser, eq(creatorUser.id, applications.createdById))
    .where(sql`${applications.id} in (${ids})`)
    .orderBy(direction(column), direction(applications.id));
  const names = new Map<number, UserName>();
  for (const { client, assignee, creator } of found) {
    for (const user of [client, assignee, creator]) {
      if (user?.id)
        names.set(user.id, { id: user.id, fullName: user.fullName ?? '', email: user.email ?? '' });
    }
  }
  return { rows: found.map((f) => f.row), users: names };
}

/** Counts stop here: beyond it a count reads too much of the index to answer quickly. */
export const COUNT_CAP = 10_000;
/** A search rechecks table rows, so its counts stop sooner. */
export const SEARCH_COUNT_CAP = 1_000;

export type Counted = { count: number; capped: boolean };

/** Whether `filters` select by status at most, which the counter table answers. */
function statusOnly(f: ApplicationFilters): boolean {
  return Object.entries(f).every(
    ([key, value]) =>
      key === 'status' || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

/** Live applications of `owners` (counter scope and owner id) from the counter table. */
async function counterSum(
  db: Executor,
  owners: { scope: 'all' | 'client' | 'assignee' | 'creator'; id: number }[],
  status: string | undefined,
): Promise<number> {
  const c = applicationCounters;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.count}), 0)` })
    .from(c)
    .where(
      and(
        or(...owners.map((o) => and(eq(c.scope, o.scope), eq(c.ownerId, o.id)))),
        status === undefined ? undefined : eq(c.status, status),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The counter rows whose sum is the scope's total. */
function counterOwners(scope: Scope) {
  switch (scope.kind) {
    case 'all':
      return [{ scope: 'all', id: 0 } as const];
    case 'client':
      return [{ scope: 'client', id: scope.userId } as const];
    case 'editor':
      return [
        { scope: 'assignee', id: scope.userId } as const,
        { scope: 'creator', id: scope.userId } as const,
      ];
  }
}

/**
 * How many live applications match, exactly up to the cap. Without filters other than the
 * status, the counter table kept by the trigger answers. Otherwise each scope part counts at
 * most cap + 1 rows from its indexes; above the cap the answer is `{count: cap, capped: true}`.
 */
export async function countApplications(
  db: Executor,
  scope: Scope,
  filters: ApplicationFilters,
): Promise<Counted> {
  if (statusOnly(filters)) {
    return { count: await counterSum(db, counterOwners(scope), filters.status), capped: false };
  }
  const where = filterConditions({ kind: 'all' }, filters);
  const cap = filters.search ? SEARCH_COUNT_CAP : COUNT_CAP;
  const counts = scopeParts(scope).map(
    (part) =>
      sql`(select count(*) from (select 1 from ${applications} where ${where}${
        part ? sql` and ${part}` : sql``
      } limit ${cap + 1}) s)`,
  );
  const { rows } = (await db.execute(
    sql`select ${sql.join(counts, sql` + `)} as n`,
  )) as unknown as { rows: { n: number | string }[] };
  const count = Number(rows[0]?.n ?? 0);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
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

/**
 * allOptions for labels only (a list's `*_display`), read at most every OPTIONS_CACHE_TTL_MS.
 * The option repository's writes drop it, so an edit in Form Settings shows at once here and
 * within the TTL on another instance. Rules (validation, transitions) read allOptions.
 */
export const OPTIONS_CACHE_TTL_MS = 10_000;
export const optionLabels = new ReadCache<'all', OptionRow[]>({
  ttlMs: OPTIONS_CACHE_TTL_MS,
  maxEntries: 1,
});

export async function cachedOptions(db: Executor): Promise<OptionRow[]> {
  return optionLabels.get(db, 'all', () => allOptions(db));
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
