import type { ApplicationOrderingField, TSlaState } from '@mutabaa/shared';
import { CLOSED_STATUSES, NOT_OPEN_STATUSES } from '../../db/schema/index.js';
import { Params, sqlList, type Statement } from '../../db/statements.js';

/**
 * The list's statements written as text with positional parameters. The list is the hottest
 * read of the API: composing it from query-builder objects cost more CPU per request than
 * PostgreSQL spent answering it, so its statements are assembled here as strings and run on
 * the driver directly. `filterSql` is also the export's and the count's WHERE clause, so the
 * three always select the same rows.
 */

/** Who may see what (docs/architecture.md#scope). */
export type Scope =
  { kind: 'all' } | { kind: 'editor'; userId: number } | { kind: 'client'; userId: number };

export type ApplicationFilters = {
  search?: string;
  status?: string;
  priority?: string;
  transactionType?: string;
  assignedTo?: number;
  /** true: without an assignee (the assignment queue); false: with one. */
  unassigned?: boolean;
  /** true: submitted and not final (open work); false: drafts and final ones. */
  open?: boolean;
  department?: string;
  client?: number;
  createdAfter?: string;
  createdBefore?: string;
  dueAfter?: string;
  dueBefore?: string;
  tags?: string[];
  hasAttachments?: boolean;
  createdBy?: number;
  /** Created by this bulk import. */
  importId?: number;
  /**
   * The workflow's final statuses (workflowFinalStatuses), for `open` and the report filters
   * below; without them `open` uses the default workflow's.
   */
  finalStatuses?: string[];
  completedAfter?: string;
  completedBefore?: string;
  openOn?: string;
  dueMet?: boolean;
  /** true: without a type; false: with one. */
  noType?: boolean;
  /** true: without a department; false: with one. */
  noDepartment?: boolean;
  /** Left this status (on the days below when given). */
  leftStatus?: string;
  leftAfter?: string;
  leftBefore?: string;
  /** The service level's states (any of them), as at `slaNow`. */
  slaStates?: readonly TSlaState[];
  /** Due (the stored instant) before this ISO instant. */
  slaDueBefore?: string;
  /** The instant the states are read at (ISO); now when not given. */
  slaNow?: string;
};

/**
 * A row count (a page's limit or offset, a count's cap) written into the statement, not bound:
 * PostgreSQL plans a LIMIT from its value. Bound, it is unknown to a plan made once for every
 * value, which PostgreSQL then judges too costly and plans the statement anew at each run; on
 * PGlite, where statements stay prepared (db/pglite-statements.ts), the list's statements with
 * their limits written in reuse their plan (the admin's list without filters, one at a time on
 * 100,000 applications: 4.1 ms p50 planned at each run, 2.9 ms with its plan reused). Only a
 * whole number ≥ 0 reaches the text.
 */
function rowCount(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return String(n);
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A date `YYYY-MM-DD` plus one day, for inclusive "before" bounds on a timestamp. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The scope as a condition on the applications table aliased `t`, or '' for everyone. */
export function scopeSql(p: Params, t: string, scope: Scope): string {
  switch (scope.kind) {
    case 'all':
      return '';
    case 'editor': {
      const id = p.add(scope.userId);
      return `(${t}.created_by_id = ${id} or ${t}.assigned_to_id = ${id})`;
    }
    case 'client':
      return `${t}.client_id = ${p.add(scope.userId)}`;
  }
}

/** Live applications of `scope` that `f` selects, as a condition on the table aliased `t`. */
export function filterSql(p: Params, t: string, scope: Scope, f: ApplicationFilters): string {
  const where = [`${t}.deleted_at is null`];
  const add = (condition: string) => where.push(condition);
  const scoped = scopeSql(p, t, scope);
  if (scoped) add(scoped);
  if (f.search) add(`${t}.search_text like ${p.add(likePattern(f.search))}`);
  if (f.status) add(`${t}.status = ${p.add(f.status)}`);
  if (f.priority) add(`${t}.priority = ${p.add(f.priority)}`);
  if (f.transactionType) add(`${t}.transaction_type = ${p.add(f.transactionType)}`);
  if (f.assignedTo !== undefined) add(`${t}.assigned_to_id = ${p.add(f.assignedTo)}`);
  if (f.unassigned !== undefined) {
    add(`${t}.assigned_to_id is ${f.unassigned ? '' : 'not '}null`);
  }
  const closed = f.finalStatuses ? ['draft', ...f.finalStatuses] : undefined;
  if (f.open !== undefined) {
    const list = closed ? `(select unnest(${p.add(closed)}::text[]))` : sqlList(NOT_OPEN_STATUSES);
    add(`${t}.status ${f.open ? 'not in' : 'in'} ${list}`);
  }
  reportFilters(p, t, f, add);
  if (f.department) add(`${t}.department = ${p.add(f.department)}`);
  if (f.noType !== undefined) {
    add(`coalesce(${t}.transaction_type, '') ${f.noType ? '=' : '<>'} ''`);
  }
  if (f.noDepartment !== undefined) add(`${t}.department ${f.noDepartment ? '=' : '<>'} ''`);
  if (f.client !== undefined) add(`${t}.client_id = ${p.add(f.client)}`);
  if (f.createdBy !== undefined) add(`${t}.created_by_id = ${p.add(f.createdBy)}`);
  if (f.importId !== undefined) add(`${t}.import_id = ${p.add(f.importId)}`);
  // Calendar days in UTC, both bounds inclusive.
  if (f.createdAfter) add(`${t}.created_at >= ${p.add(`${f.createdAfter}T00:00:00Z`)}`);
  if (f.createdBefore) {
    add(`${t}.created_at < ${p.add(`${dayAfter(f.createdBefore)}T00:00:00Z`)}`);
  }
  if (f.dueAfter) add(`${t}.due_date >= ${p.add(f.dueAfter)}`);
  if (f.dueBefore) add(`${t}.due_date <= ${p.add(f.dueBefore)}`);
  if (f.tags?.length) add(`${t}.tags && ${p.add(f.tags)}::text[]`);
  if (f.hasAttachments !== undefined) {
    add(`${t}.attachment_count ${f.hasAttachments ? '> 0' : '= 0'}`);
  }
  slaFilters(p, t, f, add);
  return where.join(' and ');
}

/**
 * The service-level filters (docs/architecture.md#service-levels), read on the clock's own
 * columns: running and breached are clocks neither stopped nor paused, before and after their
 * due instant; met and missed stopped by it or after it.
 */
function slaFilters(p: Params, t: string, f: ApplicationFilters, add: (c: string) => void) {
  if (!f.slaStates?.length && !f.slaDueBefore) return;
  const conditions = [`s.application_id = ${t}.id`, ...slaConditions(p, f)];
  add(`exists (select 1 from application_sla s where ${conditions.join(' and ')})`);
}

/** The service-level filters of `f` as conditions on the clocks aliased `s`. */
function slaConditions(p: Params, f: ApplicationFilters): string[] {
  const now = () => `${p.add(f.slaNow ?? new Date().toISOString())}::timestamptz`;
  const states: Record<TSlaState, () => string> = {
    running: () => `(s.stopped_at is null and s.paused_at is null and s.due_at >= ${now()})`,
    breached: () => `(s.stopped_at is null and s.paused_at is null and s.due_at < ${now()})`,
    paused: () => '(s.stopped_at is null and s.paused_at is not null)',
    met: () => '(s.stopped_at is not null and s.stopped_at <= s.due_at)',
    missed: () => '(s.stopped_at is not null and s.stopped_at > s.due_at)',
  };
  const conditions: string[] = [];
  if (f.slaStates?.length) {
    conditions.push(`(${f.slaStates.map((state) => states[state]()).join(' or ')})`);
  }
  if (f.slaDueBefore) conditions.push(`s.due_at < ${p.add(f.slaDueBefore)}::timestamptz`);
  return conditions;
}

// Filters that add no condition of their own, or only on the clocks.
const CLOCK_FILTERS = new Set(['slaStates', 'slaDueBefore', 'slaNow', 'finalStatuses']);

/**
 * Whether the clocks alone answer the count: everyone's applications, by service-level filters
 * only. A clock exists only for a live application (syncClocks drops it when the application is
 * deleted), so the applications need not be read: 10,001 breached clocks out of 1,000,000
 * applications are counted from the clocks' index instead of as many lookups of applications.
 */
function clocksAlone(scope: Scope, f: ApplicationFilters): boolean {
  return (
    scope.kind === 'all' &&
    Boolean(f.slaStates?.length || f.slaDueBefore) &&
    Object.entries(f).every(
      ([key, value]) =>
        CLOCK_FILTERS.has(key) ||
        value === undefined ||
        (Array.isArray(value) && value.length === 0),
    )
  );
}

/**
 * The filters behind the report's figures (REPORT_DEFINITIONS of @mutabaa/shared): completed
 * on given days, open at the end of a day, due date met or missed, a status left. Days are UTC.
 */
function reportFilters(p: Params, t: string, f: ApplicationFilters, add: (c: string) => void) {
  const finals = f.finalStatuses ?? [...CLOSED_STATUSES];
  const completed = f.completedAfter || f.completedBefore || f.dueMet !== undefined;
  if (completed) {
    add(`${t}.status = any(${p.add(finals)}::text[]) and ${t}.submitted_at is not null`);
  }
  if (f.completedAfter) {
    add(`${t}.status_changed_at >= ${p.add(`${f.completedAfter}T00:00:00Z`)}`);
  }
  if (f.completedBefore) {
    add(`${t}.status_changed_at < ${p.add(`${dayAfter(f.completedBefore)}T00:00:00Z`)}`);
  }
  if (f.dueMet !== undefined) {
    const met = `(${t}.status_changed_at at time zone 'UTC')::date <= ${t}.due_date`;
    add(`${t}.due_date is not null and ${f.dueMet ? met : `not (${met})`}`);
  }
  if (f.leftStatus || f.leftAfter || f.leftBefore) {
    const left = [`h.application_id = ${t}.id`, `h.kind = 'status'`];
    if (f.leftStatus) left.push(`h.from_value #>> '{}' = ${p.add(f.leftStatus)}`);
    if (f.leftAfter) left.push(`h.created_at >= ${p.add(`${f.leftAfter}T00:00:00Z`)}`);
    if (f.leftBefore) {
      left.push(`h.created_at < ${p.add(`${dayAfter(f.leftBefore)}T00:00:00Z`)}`);
    }
    add(`exists (select 1 from application_history h where ${left.join(' and ')})`);
  }
  if (f.openOn) {
    const end = p.add(`${dayAfter(f.openOn)}T00:00:00Z`);
    // The status at the end of the day: the last one the history gave it by then (the
    // current one for an application without a history).
    const statusThen =
      `coalesce((select h.to_value #>> '{}' from application_history h ` +
      `where h.application_id = ${t}.id and h.kind in ('created', 'status') and h.created_at < ${end} ` +
      `order by h.created_at desc, h.id desc limit 1), ${t}.status)`;
    add(
      `${t}.submitted_at < ${end} and ${statusThen} <> 'draft' ` +
        `and ${statusThen} <> all(${p.add(finals)}::text[])`,
    );
  }
}

/**
 * The scope as disjoint parts whose union it is. An editor's "created or assigned" is an OR
 * that no single index answers; as two parts, each is an index range (a walk for the page, an
 * index-only scan for the count) and the counts simply add up.
 */
function scopePartsSql(p: Params, t: string, scope: Scope): string[] {
  if (scope.kind !== 'editor') return [scopeSql(p, t, scope)];
  const id = p.add(scope.userId);
  return [
    `${t}.assigned_to_id = ${id}`,
    `${t}.created_by_id = ${id} and ${t}.assigned_to_id is distinct from ${id}`,
  ];
}

export const ORDER_COLUMNS = {
  updated_at: 'updated_at',
  created_at: 'created_at',
  due_date: 'due_date',
  reference_number: 'reference_number',
  title: 'title',
  status: 'status',
  priority: 'priority',
  sla_due_at: 'sla_due_at',
} as const satisfies Record<ApplicationOrderingField, string>;

/** The ordering column of the table aliased `t`; the service level's due instant is its clock's. */
function orderColumn(t: string, field: ApplicationOrderingField): string {
  return field === 'sla_due_at'
    ? `(select c.due_at from application_sla c where c.application_id = ${t}.id)`
    : `${t}.${ORDER_COLUMNS[field]}`;
}

/**
 * The ordering key. With a date window, walking the updated_at index newest first and
 * discarding rows outside the window is the planner's usual choice and can read most of the
 * table for one page (docs/architecture.md#ids-first); `+ interval '0'` takes that index out of the
 * running, so the window's rows come from their own index and the page is a top-N sort of
 * those. A search is left to the planner: for a common term the walk is the fast plan.
 */
function orderKey(t: string, field: ApplicationOrderingField, f: ApplicationFilters): string {
  const column = orderColumn(t, field);
  const narrowed = f.createdAfter || f.createdBefore || f.dueAfter || f.dueBefore;
  return field === 'updated_at' && narrowed ? `(${column} + interval '0')` : column;
}

/** The listed columns (all but the search text) under the names of `ListedApplication`. */
const LISTED_COLUMNS = [
  'a.id',
  'a.transaction_id as "transactionId"',
  'a.reference_number as "referenceNumber"',
  'a.title',
  'a.description',
  'a.transaction_type as "transactionType"',
  'a.status',
  'a.priority',
  'a.client_id as "clientId"',
  'a.client_email as "clientEmail"',
  'a.client_phone as "clientPhone"',
  'a.assigned_to_id as "assignedToId"',
  'a.created_by_id as "createdById"',
  'a.department',
  'a.due_date::text as "dueDate"',
  'a.tags',
  'a.external_reference_id as "externalReferenceId"',
  'a.project_id as "projectId"',
  'a.comment_count as "commentCount"',
  'a.attachment_count as "attachmentCount"',
  'a.created_at as "createdAt"',
  'a.updated_at as "updatedAt"',
  'a.status_changed_at as "statusChangedAt"',
  'a.deleted_at as "deletedAt"',
  's.policy_id as "slaPolicyId"',
  's.started_at as "slaStartedAt"',
  's.due_at as "slaDueAt"',
  's.paused_at as "slaPausedAt"',
  's.paused_ms::float8 as "slaPausedMs"',
  's.stopped_at as "slaStoppedAt"',
].join(', ');

const USER_COLUMNS = ['client', 'assignee', 'creator']
  .map((u) => `${u}.full_name as "${u}UserName", ${u}.email as "${u}UserEmail"`)
  .join(', ');

/**
 * One page in the list's order, in one statement: the page's ids first, from the indexes
 * alone where they cover the query (an editor's two scope parts each give their first
 * offset + limit, merged), then the rows of those ids with their users' names.
 */
export function listPageSql(
  scope: Scope,
  filters: ApplicationFilters,
  ordering: string,
  page: { limit: number; offset: number },
): Statement {
  const p = new Params();
  const descending = ordering.startsWith('-');
  const dir = descending ? 'desc' : 'asc';
  const field = ordering.replace(/^-/, '') as ApplicationOrderingField;
  const key = orderKey('i', field, filters);
  const where = filterSql(p, 'i', { kind: 'all' }, filters);
  const window = rowCount(page.offset + page.limit);
  const parts = scopePartsSql(p, 'i', scope).map(
    (part) =>
      `(select i.id, ${key} as k from applications i where ${where}${part ? ` and ${part}` : ''} ` +
      `order by k ${dir}, i.id ${dir} limit ${window})`,
  );
  const ids =
    `select id from (${parts.join(' union all ')}) p ` +
    `order by k ${dir}, id ${dir} limit ${rowCount(page.limit)} offset ${rowCount(page.offset)}`;
  const text =
    `select ${LISTED_COLUMNS}, ${USER_COLUMNS} from applications a ` +
    'left join users client on client.id = a.client_id ' +
    'left join users assignee on assignee.id = a.assigned_to_id ' +
    'left join users creator on creator.id = a.created_by_id ' +
    'left join application_sla s on s.application_id = a.id ' +
    `where a.id in (${ids}) order by ${field === 'sla_due_at' ? 's.due_at' : `a.${ORDER_COLUMNS[field]}`} ${dir}, a.id ${dir}`;
  return { text, values: p.values };
}

/**
 * Each scope part's live applications that `filters` select, counted up to `cap` + 1 from
 * the indexes, added up.
 */
export function cappedCountSql(scope: Scope, filters: ApplicationFilters, cap: number): Statement {
  const p = new Params();
  const limit = rowCount(cap + 1);
  if (clocksAlone(scope, filters)) {
    const where = slaConditions(p, filters).join(' and ');
    return {
      text: `select (select count(*) from (select 1 from application_sla s where ${where} limit ${limit}) s)::int as n`,
      values: p.values,
    };
  }
  const where = filterSql(p, 'a', { kind: 'all' }, filters);
  const counts = scopePartsSql(p, 'a', scope).map(
    (part) =>
      `(select count(*) from (select 1 from applications a where ${where}` +
      `${part ? ` and ${part}` : ''} limit ${limit}) s)`,
  );
  return { text: `select (${counts.join(' + ')})::int as n`, values: p.values };
}
