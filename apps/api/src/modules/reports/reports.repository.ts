import type { ReportInterval } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { Params, runStatement } from '../../db/statements.js';
import { filterSql, type ApplicationFilters, type Scope } from '../applications/index.js';

/**
 * The report's statements (REPORT_DEFINITIONS of @mutabaa/shared). Each selects with the list's
 * own WHERE clause (`filterSql`), so a figure and the list behind it count the same rows.
 * Times are cut into UTC days, ISO weeks (from Monday) and months.
 */

/** What a report selects: the scope, the list's filters and the period as UTC instants. */
export type ReportSelection = {
  scope: Scope;
  filters: Pick<ApplicationFilters, 'transactionType' | 'department' | 'priority' | 'assignedTo'>;
  /** First instant of the period and the first instant after it. */
  from: string;
  until: string;
  interval: ReportInterval;
  finals: string[];
};

/** The first day of the point holding the instant `column`, as `YYYY-MM-DD`. */
function pointOf(column: string, interval: ReportInterval): string {
  const day = `(${column} at time zone 'UTC')`;
  return interval === 'day'
    ? `${day}::date::text`
    : `date_trunc('${interval}', ${day})::date::text`;
}

function where(p: Params, s: ReportSelection): string {
  return filterSql(p, 'a', s.scope, s.filters);
}

/** Open: submitted and not final, as a condition on the status expression `status`. */
function openSql(p: Params, status: string, s: ReportSelection): string {
  return `(${status} <> 'draft' and ${status} <> all(${p.add(s.finals)}::text[]))`;
}

export type CreatedRow = {
  dim: 'time' | 'status' | 'type' | 'priority' | 'department';
  value: string;
  n: number;
};

/** Applications created in the period: per point and by status, type, priority, department. */
export async function createdCounts(db: Executor, s: ReportSelection): Promise<CreatedRow[]> {
  const p = new Params();
  const text = `
    select case when grouping(b) = 0 then 'time' when grouping(status) = 0 then 'status'
             when grouping(transaction_type) = 0 then 'type'
             when grouping(priority) = 0 then 'priority' else 'department' end as dim,
           coalesce(case when grouping(b) = 0 then b when grouping(status) = 0 then status
             when grouping(transaction_type) = 0 then transaction_type
             when grouping(priority) = 0 then priority else department end, '') as value,
           count(*)::int as n
    from (select ${pointOf('a.created_at', s.interval)} as b, a.status,
            coalesce(a.transaction_type, '') as transaction_type, a.priority, a.department
          from applications a
          where ${where(p, s)} and a.created_at >= ${p.add(s.from)} and a.created_at < ${p.add(s.until)}) x
    group by grouping sets ((b), (status), (transaction_type), (priority), (department))`;
  return runStatement<CreatedRow>(db, { text, values: p.values });
}

export type CompletedRow = {
  dim: 'all' | 'time' | 'type' | 'editor';
  value: string | null;
  n: number;
  median: number | null;
  p90: number | null;
  met: number;
  missed: number;
};

/**
 * Applications completed in the period (submitted, now final, reached in the period): how many
 * per point, type and assignee, their processing time's median and 90th percentile, and the
 * due dates met and missed.
 */
export async function completedFigures(db: Executor, s: ReportSelection): Promise<CompletedRow[]> {
  const p = new Params();
  const text = `
    select case when grouping(b) = 0 then 'time' when grouping(transaction_type) = 0 then 'type'
             when grouping(assignee) = 0 then 'editor' else 'all' end as dim,
           case when grouping(b) = 0 then b when grouping(transaction_type) = 0 then transaction_type
             when grouping(assignee) = 0 then assignee::text end as value,
           count(*)::int as n,
           percentile_disc(0.5) within group (order by hours) as median,
           percentile_disc(0.9) within group (order by hours) as p90,
           (count(*) filter (where met))::int as met,
           (count(*) filter (where not met))::int as missed
    from (select ${pointOf('a.status_changed_at', s.interval)} as b,
            coalesce(a.transaction_type, '') as transaction_type, a.assigned_to_id as assignee,
            report_duration_hours(a.submitted_at, a.status_changed_at) as hours,
            (a.status_changed_at at time zone 'UTC')::date <= a.due_date as met
          from applications a
          where ${where(p, s)} and a.status = any(${p.add(s.finals)}::text[])
            and a.submitted_at is not null
            and a.status_changed_at >= ${p.add(s.from)} and a.status_changed_at < ${p.add(s.until)}) x
    group by grouping sets ((), (b), (transaction_type), (assignee))`;
  return runStatement<CompletedRow>(db, { text, values: p.values });
}

export type OpenRow = { assignee: number | null; total: boolean; open: number; overdue: number };

/** Open applications now, and of those the overdue ones (due before `today`), per assignee. */
export async function openNow(db: Executor, s: ReportSelection, today: string): Promise<OpenRow[]> {
  const p = new Params();
  const text = `
    select a.assigned_to_id as assignee, grouping(a.assigned_to_id) = 1 as total,
           count(*)::int as open, (count(*) filter (where a.due_date < ${p.add(today)}))::int as overdue
    from applications a
    where ${where(p, s)} and ${openSql(p, 'a.status', s)}
    group by grouping sets ((), (a.assigned_to_id))`;
  return runStatement<OpenRow>(db, { text, values: p.values });
}

export type BacklogRow = { b: string | null; n: number };

/**
 * Changes of the open count, from the status history: per point of the period, and (`b` null)
 * all of those before it, whose sum is the count open at its start. An application without a
 * history counts as having had its current status since its submission.
 */
export async function backlogChanges(db: Executor, s: ReportSelection): Promise<BacklogRow[]> {
  const p = new Params();
  const from = p.add(s.from);
  const until = p.add(s.until);
  const finals = p.add(s.finals);
  const isOpen = (status: string) =>
    `(${status} <> 'draft' and ${status} <> all(${finals}::text[]))::int`;
  const text = `
    with c as (
      select a.id, a.status, coalesce(a.submitted_at, a.created_at) as since
      from applications a
      where ${where(p, s)} and a.submitted_at < ${until}
        and (a.status <> all(${finals}::text[]) or a.status_changed_at >= ${from})
    ), ev as (
      select h.application_id as id, h.created_at as at, h.id as seq, h.to_value #>> '{}' as status
      from application_history h join c on c.id = h.application_id
      where h.kind in ('created', 'status') and h.created_at < ${until}
      union all
      select c.id, c.since, 0, c.status from c
      where not exists (select 1 from application_history h
                        where h.application_id = c.id and h.kind in ('created', 'status'))
    ), d as (
      select at, ${isOpen('status')} - coalesce(lag(${isOpen('status')}) over (partition by id order by at, seq), 0) as delta
      from ev
    )
    select case when at < ${from} then null else ${pointOf('at', s.interval)} end as b,
           sum(delta)::int as n
    from d group by 1`;
  return runStatement<BacklogRow>(db, { text, values: p.values });
}

export type StatusTimeRow = {
  status: string;
  n: number;
  median: number | null;
  p90: number | null;
};

/**
 * Time spent in each status by the applications that left it in the period: from entering it
 * (the change or creation before) to leaving it.
 */
export async function statusTimes(db: Executor, s: ReportSelection): Promise<StatusTimeRow[]> {
  const p = new Params();
  const from = p.add(s.from);
  const until = p.add(s.until);
  const text = `
    with moved as (
      select distinct h.application_id as id from application_history h
      where h.kind = 'status' and h.created_at >= ${from} and h.created_at < ${until}
    ), ev as (
      select h.kind, h.created_at, h.from_value #>> '{}' as left_status,
             coalesce(lag(h.created_at) over (partition by h.application_id order by h.created_at, h.id),
                      a.created_at) as entered
      from application_history h
      join moved m on m.id = h.application_id
      join applications a on a.id = h.application_id
      where ${where(p, s)} and h.kind in ('created', 'status') and h.created_at < ${until}
    )
    select left_status as status, count(*)::int as n,
           percentile_disc(0.5) within group (order by report_duration_hours(entered, created_at)) as median,
           percentile_disc(0.9) within group (order by report_duration_hours(entered, created_at)) as p90
    from ev where kind = 'status' and created_at >= ${from} and left_status is not null
    group by 1`;
  return runStatement<StatusTimeRow>(db, { text, values: p.values });
}

export type SlaRow = {
  dim: 'all' | 'type' | 'editor';
  value: string | null;
  met: number;
  missed: number;
  breached: number;
};

/**
 * Service levels (docs/architecture.md#service-levels): the applications completed in the
 * period met or missed, and those breached at `now`, in all, per type and per assignee. Each
 * part selects with the list's own filters (completed on the period's days and `sla_state`), so
 * every figure is what its list shows.
 */
export async function slaFigures(db: Executor, s: ReportSelection, now: string): Promise<SlaRow[]> {
  const p = new Params();
  const completed = filterSql(p, 'a', s.scope, {
    ...s.filters,
    finalStatuses: s.finals,
    completedAfter: s.from.slice(0, 10),
    completedBefore: new Date(Date.parse(s.until) - 1).toISOString().slice(0, 10),
    slaStates: ['met', 'missed'],
  });
  const breached = filterSql(p, 'a', s.scope, {
    ...s.filters,
    slaStates: ['breached'],
    slaNow: now,
  });
  const text = `
    select case when grouping(transaction_type) = 0 then 'type'
             when grouping(assignee) = 0 then 'editor' else 'all' end as dim,
           case when grouping(transaction_type) = 0 then transaction_type
             when grouping(assignee) = 0 then assignee::text end as value,
           (count(*) filter (where kind = 'met'))::int as met,
           (count(*) filter (where kind = 'missed'))::int as missed,
           (count(*) filter (where kind = 'breached'))::int as breached
    from (select coalesce(a.transaction_type, '') as transaction_type, a.assigned_to_id as assignee,
            case when c.stopped_at <= c.due_at then 'met' else 'missed' end as kind
          from applications a join application_sla c on c.application_id = a.id
          where ${completed}
          union all
          select coalesce(a.transaction_type, ''), a.assigned_to_id, 'breached'
          from applications a
          where ${breached}) x
    group by grouping sets ((), (transaction_type), (assignee))`;
  return runStatement<SlaRow>(db, { text, values: p.values });
}

export type UserRow = { id: number; full_name: string; email: string };

export async function usersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  return runStatement<UserRow>(db, {
    text: 'select id, full_name, email from users where id = any($1::int[])',
    values: [ids],
  });
}

/** Whether `userId` created a live application whose client they are. */
export async function createdAsOwnClient(db: Executor, userId: number): Promise<boolean> {
  const rows = await runStatement<{ found: boolean }>(db, {
    text: `select exists (select 1 from applications where client_id = $1 and created_by_id = $1
             and deleted_at is null) as found`,
    values: [userId],
  });
  return rows[0]?.found ?? false;
}
