import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
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
  type HistoryRow,
  type NewHistoryRow,
  applications,
  type ApplicationRow,
  type NewApplicationRow,
} from '../../db/schema/index.js';
import { Params, runStatement } from '../../db/statements.js';
import { cappedCountSql, listPageSql, type ApplicationFilters, type Scope } from './list-sql.js';
import type { UserName } from './applications.presenter.js';

export type { ApplicationFilters, Scope } from './list-sql.js';

/** What the search text of an application is made of, besides its client (search-text.ts). */
export type SearchSource = Pick<
  ApplicationRow,
  'referenceNumber' | 'transactionId' | 'title' | 'clientEmail' | 'tags'
>;

/** Who may see what (docs/architecture.md#scope), as a condition in a query-builder query. */
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

/** The live (not deleted) applications of `ids`, in the order of their ids. */
export async function findApplicationsByIds(
  db: Executor,
  ids: number[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applications)
    .where(and(inArray(applications.id, ids), isNull(applications.deletedAt)))
    .orderBy(asc(applications.id));
}

/** The columns kept as instants (a row through JSON has them as strings). */
const INSTANTS = Object.entries(getTableColumns(applications))
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key);

/** A row kept as JSON, back to a row: its instants as dates again, no search text. */
export function applicationRowFromJson(kept: Record<string, unknown>): ApplicationRow {
  const row: Record<string, unknown> = { ...kept, searchText: '' };
  for (const key of INSTANTS) {
    const value = row[key];
    row[key] = typeof value === 'string' ? new Date(value) : (value ?? null);
  }
  return row as ApplicationRow;
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

/** A page of the list: its rows and the names of the users they refer to, by id. */
export type ListedPage = { rows: ListedApplication[]; users: Map<number, UserName> };

/** What a list shows of an application: every column but the search text, and its clock. */
export type ListedApplication = Omit<ApplicationRow, 'searchText'> & ListedClock;

/** The service-level clock's columns read with a listed row (null without a clock). */
export type ListedClock = {
  slaPolicyId?: number | null;
  slaStartedAt?: Date | null;
  slaDueAt?: Date | null;
  slaPausedAt?: Date | null;
  slaPausedMs?: number | null;
  slaStoppedAt?: Date | null;
};

type ListedRow = ListedApplication & {
  clientUserName: string | null;
  clientUserEmail: string | null;
  assigneeUserName: string | null;
  assigneeUserEmail: string | null;
  creatorUserName: string | null;
  creatorUserEmail: string | null;
};

/** One page in the list's order (see listPageSql) with the names of its users. */
export async function listApplications(
  db: Executor,
  scope: Scope,
  filters: ApplicationFilters,
  ordering: string,
  page: { limit: number; offset: number },
): Promise<ListedPage> {
  const rows = await runStatement<ListedRow>(db, listPageSql(scope, filters, ordering, page), {
    prepared: true,
  });
  const names = new Map<number, UserName>();
  const add = (id: number | null, fullName: string | null, email: string | null) => {
    if (id !== null && email !== null) names.set(id, { id, fullName: fullName ?? '', email });
  };
  // The rows keep their name columns: presenters read the fields they show, one by one, and
  // copying each row without them cost more than the rest of its presentation.
  for (const row of rows) {
    add(row.clientId, row.clientUserName, row.clientUserEmail);
    add(row.assignedToId, row.assigneeUserName, row.assigneeUserEmail);
    add(row.createdById, row.creatorUserName, row.creatorUserEmail);
  }
  return { rows, users: names };
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
  const p = new Params();
  const matches = owners.map((o) => `(scope = ${p.add(o.scope)} and owner_id = ${p.add(o.id)})`);
  const byStatus = status === undefined ? '' : ` and status = ${p.add(status)}`;
  const text = `select coalesce(sum(count), 0)::int as n from application_counters where (${matches.join(' or ')})${byStatus}`;
  const [row] = await runStatement<{ n: number }>(
    db,
    { text, values: p.values },
    { prepared: true },
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
  const cap = filters.search ? SEARCH_COUNT_CAP : COUNT_CAP;
  const [row] = await runStatement<{ n: number }>(db, cappedCountSql(scope, filters, cap), {
    prepared: true,
  });
  const count = Number(row?.n ?? 0);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
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

/** The search text sources of every application of client `clientId`, deleted ones too. */
export async function listClientSearchSources(
  tx: Executor,
  clientId: number,
): Promise<(SearchSource & { id: number })[]> {
  return tx
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      transactionId: applications.transactionId,
      title: applications.title,
      clientEmail: applications.clientEmail,
      tags: applications.tags,
    })
    .from(applications)
    .where(eq(applications.clientId, clientId));
}

/** Sets `texts[i]` as the search text of application `ids[i]`: one UPDATE … FROM. */
export async function setSearchTexts(tx: Executor, ids: number[], texts: string[]): Promise<void> {
  await tx.execute(sql`
    update ${applications} set search_text = v.text
    from unnest(${sql.param(ids)}::int[], ${sql.param(texts)}::text[]) as v(id, text)
    where ${applications.id} = v.id and ${applications.searchText} is distinct from v.text`);
}

/** Removes the e-mail and phone copied onto a client's applications (anonymisation). */
export async function clearClientContacts(tx: Executor, clientId: number): Promise<void> {
  await tx
    .update(applications)
    .set({ clientEmail: '', clientPhone: '' })
    .where(eq(applications.clientId, clientId));
}

/** Whether any application (deleted ones too) names `clientId` as its client. */
export async function hasClientApplications(tx: Executor, clientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .limit(1);
  return Boolean(row);
}
