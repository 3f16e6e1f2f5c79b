import { addDays, intervalStart, nextIntervalStart, type ReportInterval } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { Params, runStatement } from '../applications/index.js';
import type {
  BacklogRow,
  CompletedRow,
  CreatedRow,
  OpenRow,
  StatusTimeRow,
} from './reports.repository.js';

/**
 * The report read from its aggregates (migration 0029), kept in the writing transaction for
 * everyone, per assignee and per creator (by assignee). They answer the admin's report, whole or
 * of one assignee, and an editor's scope; the list's other filters read the applications.
 */

export type Owner = { kind: 'all' | 'assignee' | 'creator'; id: number };

export type AggregateSelection = {
  owners: Owner[];
  /** Break the figures down by assignee (the admin's whole report). */
  byAssignee: boolean;
  start: string;
  end: string;
  today: string;
  interval: ReportInterval;
  finals: string[];
};

/** The rows of `owners` (and with `assignees`, of every assignee) in a table keyed by owner. */
function ownersSql(p: Params, owners: Owner[], assignees = false, kind = 'owner_kind'): string {
  const parts = owners.map((o) => `(${kind} = ${p.add(o.kind)} and owner_id = ${p.add(o.id)})`);
  if (assignees) parts.push(`${kind} = 'assignee'`);
  return `(${parts.join(' or ')})`;
}

/** Whole months inside [start, end] from the month rows, the days around them from the day rows. */
function periodParts(p: Params, start: string, end: string): string[] {
  const firstMonth = start.endsWith('-01')
    ? start
    : nextIntervalStart(intervalStart(start, 'month'), 'month');
  const lastMonth = intervalStart(addDays(end, 1), 'month');
  if (firstMonth >= lastMonth) {
    return [`grain = 'd' and period between ${p.add(start)} and ${p.add(end)}`];
  }
  const parts = [`grain = 'm' and period >= ${p.add(firstMonth)} and period < ${p.add(lastMonth)}`];
  if (start < firstMonth) {
    parts.push(
      `grain = 'd' and period between ${p.add(start)} and ${p.add(addDays(firstMonth, -1))}`,
    );
  }
  if (lastMonth <= end) {
    parts.push(`grain = 'd' and period between ${p.add(lastMonth)} and ${p.add(end)}`);
  }
  return parts;
}

/**
 * `select` over `table` for each owner (and with `assignees`, every assignee) and each part of
 * the period, as a union: every part is one index range, where an OR of them is not.
 */
function unionSql(
  p: Params,
  select: string,
  table: string,
  who: { owners: Owner[]; assignees?: boolean; kind?: string },
  periods: string[],
  extra: string,
): string {
  const kind = who.kind ?? 'owner_kind';
  const owners = who.owners.map((o) => `${kind} = ${p.add(o.kind)} and owner_id = ${p.add(o.id)}`);
  if (who.assignees) owners.push(`${kind} = 'assignee'`);
  return owners
    .flatMap((owner) =>
      periods.map(
        (period) => `select ${select} from ${table} where ${owner} and ${period}${extra}`,
      ),
    )
    .join(' union all ');
}

function pointSql(column: string, interval: ReportInterval): string {
  return interval === 'day'
    ? `${column}::text`
    : `date_trunc('${interval}', ${column})::date::text`;
}

type Histogram = { hours: number; count: number }[];

/** percentile_disc over a histogram: the least value whose cumulative share reaches `q`. */
function percentile(histogram: Histogram, q: number): number | null {
  const total = histogram.reduce((n, b) => n + b.count, 0);
  if (!total) return null;
  let seen = 0;
  for (const bucket of [...histogram].sort((a, b) => a.hours - b.hours)) {
    seen += bucket.count;
    if (seen / total >= q) return bucket.hours;
  }
  return null;
}

/** The assignee of an owner's row: the assignee itself, or the one a creator's row names. */
function assigneeOf(row: { kind: string; owner: number; assignee: number }): number | null {
  if (row.kind === 'assignee') return row.owner;
  return row.assignee || null;
}

function groups<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const FACETS = { s: 'status', t: 'type', p: 'priority', d: 'department' } as const;

export async function aggregateCreated(db: Executor, s: AggregateSelection): Promise<CreatedRow[]> {
  const p = new Params();
  const text = `
    select facet, value, ${pointSql('day', s.interval)} as b, sum(count)::int as n
    from report_created
    where ${ownersSql(p, s.owners)} and day between ${p.add(s.start)} and ${p.add(s.end)}
    group by 1, 2, 3 having sum(count) <> 0`;
  const rows = await runStatement<{
    facet: keyof typeof FACETS;
    value: string;
    b: string;
    n: number;
  }>(db, { text, values: p.values });
  const out = new Map<string, CreatedRow>();
  const add = (dim: CreatedRow['dim'], value: string, n: number) => {
    const key = `${dim}\u0000${value}`;
    const row = out.get(key);
    if (row) row.n += n;
    else out.set(key, { dim, value, n });
  };
  for (const row of rows) {
    add(FACETS[row.facet], row.value, row.n);
    if (row.facet === 's') add('time', row.b, row.n);
  }
  return [...out.values()];
}

export async function aggregateCompleted(
  db: Executor,
  s: AggregateSelection,
): Promise<CompletedRow[]> {
  const p = new Params();
  const finals = p.add(s.finals);
  const countedRead = runStatement<{
    kind: string;
    owner: number;
    assignee: number;
    b: string;
    due: string;
    n: number;
  }>(db, {
    text: `
      select kind, owner, assignee, ${pointSql('day', s.interval)} as b, due, sum(count)::int as n
      from (${unionSql(
        p,
        'owner_kind as kind, owner_id as owner, assignee_id as assignee, day, due, count',
        'report_completed',
        { owners: s.owners, assignees: s.byAssignee },
        [`day between ${p.add(s.start)} and ${p.add(s.end)}`],
        ` and status = any(${finals}::text[])`,
      )}) x
      group by 1, 2, 3, 4, 5 having sum(count) <> 0`,
    values: p.values,
  });
  const q = new Params();
  const durationsRead = runStatement<{
    kind: string;
    owner: number;
    assignee: number;
    type: string;
    hours: number;
    count: number;
  }>(db, {
    text: `
        select kind, owner, assignee, type, hours, sum(count)::int as count
        from (${unionSql(
          q,
          'owner_kind as kind, owner_id as owner, assignee_id as assignee, type, hours, count',
          'report_durations',
          { owners: s.owners, assignees: s.byAssignee },
          periodParts(q, s.start, s.end),
          ` and status = any(${q.add(s.finals)}::text[])`,
        )}) x
        group by 1, 2, 3, 4, 5 having sum(count) <> 0`,
    values: q.values,
  });
  const [counted, durations] = await Promise.all([countedRead, durationsRead]);
  const mine = (r: { kind: string; owner: number }) =>
    s.owners.some((o) => o.kind === r.kind && o.id === r.owner);
  const own = counted.filter(mine);
  const ownTimes = durations.filter(mine);
  const figures = (times: Histogram, done: { due: string; n: number }[]) => ({
    n: done.reduce((n, r) => n + r.n, 0),
    median: percentile(times, 0.5),
    p90: percentile(times, 0.9),
    met: done.filter((r) => r.due === 'm').reduce((n, r) => n + r.n, 0),
    missed: done.filter((r) => r.due === 'x').reduce((n, r) => n + r.n, 0),
  });
  const rows: CompletedRow[] = [{ dim: 'all', value: null, ...figures(ownTimes, own) }];
  for (const [b, done] of groups(own, (r) => r.b)) {
    rows.push({ dim: 'time', value: b, ...figures([], done) });
  }
  for (const [type, times] of groups(ownTimes, (r) => r.type)) {
    const n = times.reduce((total, r) => total + r.count, 0);
    rows.push({ dim: 'type', value: type, ...figures(times, []), n });
  }
  if (s.byAssignee) {
    const assigned = counted.filter((r) => r.kind === 'assignee');
    const assignedTimes = durations.filter((r) => r.kind === 'assignee');
    const timesOf = groups(assignedTimes, (r) => String(r.owner));
    for (const [owner, done] of groups(assigned, (r) => String(r.owner))) {
      rows.push({ dim: 'editor', value: owner, ...figures(timesOf.get(owner) ?? [], done) });
    }
    const all = rows[0]!;
    const assignedFigures = figures([], assigned);
    const rest = {
      n: all.n - assignedFigures.n,
      met: all.met - assignedFigures.met,
      missed: all.missed - assignedFigures.missed,
    };
    if (rest.n > 0) rows.push({ dim: 'editor', value: null, ...rest, median: null, p90: null });
  } else {
    // One assignee, or an editor's scope: the assignee of each of its own rows.
    const timesOf = groups(ownTimes, (r) => String(assigneeOf(r)));
    for (const [assignee, done] of groups(own, (r) => String(assigneeOf(r)))) {
      const value = assignee === 'null' ? null : assignee;
      rows.push({ dim: 'editor', value, ...figures(timesOf.get(assignee) ?? [], done) });
    }
  }
  return rows;
}

export async function aggregateOpenNow(db: Executor, s: AggregateSelection): Promise<OpenRow[]> {
  const p = new Params();
  const finals = p.add(s.finals);
  const open = (status: string) => `${status} <> 'draft' and ${status} <> all(${finals}::text[])`;
  const counted = s.owners.filter((o) => o.kind !== 'creator');
  const created = s.owners.filter((o) => o.kind === 'creator');
  // Everyone's and an assignee's from the counters; a creator's (per assignee) from the
  // creation-day counts, summed over every day.
  const text = `
    with open_now as (
      select scope as owner_kind, owner_id, 0 as assignee_id, sum(count)::int as n
      from application_counters
      where ${counted.length || s.byAssignee ? ownersSql(p, counted, s.byAssignee, 'scope') : 'false'}
        and ${open('status')}
      group by 1, 2, 3
      union all
      select owner_kind, owner_id, assignee_id, sum(count)::int
      from report_created
      where ${created.length ? ownersSql(p, created) : 'false'} and facet = 's' and ${open('value')}
      group by 1, 2, 3
    ), overdue as (
      select owner_kind, owner_id, assignee_id, sum(count)::int as n from report_open_due
      where ${ownersSql(p, s.owners, s.byAssignee)} and due_date < ${p.add(s.today)}
        and ${open('status')}
      group by 1, 2, 3
    )
    select coalesce(o.owner_kind, d.owner_kind) as kind, coalesce(o.owner_id, d.owner_id) as owner,
           coalesce(o.assignee_id, d.assignee_id) as assignee,
           coalesce(o.n, 0) as open, coalesce(d.n, 0) as overdue
    from open_now o full join overdue d on d.owner_kind = o.owner_kind
      and d.owner_id = o.owner_id and d.assignee_id = o.assignee_id`;
  type Row = { kind: string; owner: number; assignee: number; open: number; overdue: number };
  const rows = await runStatement<Row>(db, { text, values: p.values });
  const mine = rows.filter((r) => s.owners.some((o) => o.kind === r.kind && o.id === r.owner));
  const sum = (list: Row[]) => ({
    open: list.reduce((n, r) => n + r.open, 0),
    overdue: list.reduce((n, r) => n + r.overdue, 0),
  });
  const total: OpenRow = { assignee: null, total: true, ...sum(mine) };
  const out: OpenRow[] = [total];
  if (s.byAssignee) {
    const assigned = rows.filter((r) => r.kind === 'assignee');
    for (const r of assigned) {
      out.push({ assignee: r.owner, total: false, open: r.open, overdue: r.overdue });
    }
    const rest = sum(assigned);
    const left = { open: total.open - rest.open, overdue: total.overdue - rest.overdue };
    if (left.open > 0) out.push({ assignee: null, total: false, ...left });
  } else {
    for (const [assignee, list] of groups(mine, (r) => String(assigneeOf(r)))) {
      const figures = sum(list);
      if (figures.open > 0) {
        out.push({
          assignee: assignee === 'null' ? null : Number(assignee),
          total: false,
          ...figures,
        });
      }
    }
  }
  return out;
}

/**
 * The open count at the end of each point: open now (the counters) less the flow into open
 * statuses after it, as changes from the open count before the period (row `b` null).
 */
export async function aggregateBacklog(
  db: Executor,
  s: AggregateSelection,
  points: { key: string; end: string }[],
): Promise<BacklogRow[]> {
  const p = new Params();
  const finals = p.add(s.finals);
  const open = (status: string) => `(${status} <> 'draft' and ${status} <> all(${finals}::text[]))`;
  const counted = s.owners.filter((o) => o.kind !== 'creator');
  const created = s.owners.filter((o) => o.kind === 'creator');
  const [now] = await runStatement<{ n: number }>(db, {
    text: `select ((
             select coalesce(sum(count), 0) from application_counters
             where ${counted.length ? ownersSql(p, counted, false, 'scope') : 'false'}
               and ${open('status')}
           ) + (
             select coalesce(sum(count), 0) from report_created
             where ${created.length ? ownersSql(p, created) : 'false'} and facet = 's'
               and ${open('value')}
           ))::int as n`,
    values: p.values,
  });
  const q = new Params();
  const flows = await runStatement<{ day: string; n: number }>(db, {
    text: `select day::text, sum(delta)::int as n from report_flow
           where ${ownersSql(q, s.owners)} and day >= ${q.add(s.start)}
             and (status <> 'draft' and status <> all(${q.add(s.finals)}::text[]))
           group by 1`,
    values: q.values,
  });
  const at = (day: string) =>
    (now?.n ?? 0) - flows.filter((f) => f.day > day).reduce((n, f) => n + f.n, 0);
  const rows: BacklogRow[] = [{ b: null, n: at(addDays(s.start, -1)) }];
  let before = rows[0]!.n;
  for (const point of points) {
    const value = at(point.end);
    rows.push({ b: point.key, n: value - before });
    before = value;
  }
  return rows;
}

export async function aggregateStatusTimes(
  db: Executor,
  s: AggregateSelection,
): Promise<StatusTimeRow[]> {
  const p = new Params();
  const rows = await runStatement<{ status: string; hours: number; count: number }>(db, {
    text: `select status, hours, sum(count)::int as count
           from (${unionSql(p, 'status, hours, count', 'report_exits', { owners: s.owners }, periodParts(p, s.start, s.end), '')}) x
           group by 1, 2 having sum(count) <> 0`,
    values: p.values,
  });
  return [...groups(rows, (r) => r.status)].map(([status, histogram]) => ({
    status,
    n: histogram.reduce((n, r) => n + r.count, 0),
    median: percentile(histogram, 0.5),
    p90: percentile(histogram, 0.9),
  }));
}
