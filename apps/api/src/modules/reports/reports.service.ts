import {
  defaultInterval,
  isoDay,
  addDays,
  intervalStart,
  REPORT_MAX_POINTS,
  reportBuckets,
  reportPointCount,
  type Language,
  type OptionList,
  type TReportQuery,
  type TReportSummary,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { reportFileName, reportWorkbook } from './reports.export.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { scopeOf, type Scope } from '../applications/index.js';
import { workflowFinalStatuses, cachedOptions } from '../form-config/index.js';
import {
  backlogChanges,
  createdAsOwnClient,
  completedFigures,
  createdCounts,
  openNow,
  slaFigures,
  statusTimes,
  usersByIds,
  type ReportSelection,
} from './reports.repository.js';
import {
  addImportToAggregates,
  aggregateBacklog,
  aggregateCompleted,
  aggregateCreated,
  aggregateOpenNow,
  aggregateStatusTimes,
  type AggregateSelection,
  deferAggregates,
  type Owner,
} from './aggregates.repository.js';
import { dateStyleOf } from '../settings/index.js';
import { presentSummary } from './reports.presenter.js';

/** The period, interval and filters of a report query, checked; today is the UTC day of `now`. */
export function reportPeriod(query: TReportQuery, now: Date) {
  const today = isoDay(now);
  const start = query.created_at_after ?? `${today.slice(0, 4)}-01-01`;
  const end = query.created_at_before ?? (start > today ? start : today);
  if (start > end) {
    throw new AppError(422, 'validation_error', {
      fieldErrors: { created_at_before: [{ key: 'date_range_reversed' }] },
    });
  }
  const interval = query.interval ?? defaultInterval(start, end);
  if (reportPointCount(start, end, interval) > REPORT_MAX_POINTS) {
    throw new AppError(422, 'validation_error', {
      fieldErrors: {
        interval: [{ key: 'report_too_many_points', params: { maximum: REPORT_MAX_POINTS } }],
      },
    });
  }
  return { start, end, interval, today };
}

/**
 * Reports and analytics: every figure of REPORT_DEFINITIONS over the caller's scope
 * (docs/architecture.md#scope: admin all, editor created or assigned), with the list's filters.
 */
export class ReportsService {
  constructor(private readonly deps: { db: Db }) {}

  /** The summary as a workbook in `lang`, with its filters named; every export is audited. */
  async workbook(query: TReportQuery, actor: Actor, lang: Language) {
    const { report, options } = await this.compute(query, actor, new Date(), 'auto');
    const db = this.deps.db;
    const name = (list: OptionList, value: string | undefined) => {
      if (!value) return undefined;
      const option = options.find((o) => o.list === list && o.value === value);
      return option ? (lang === 'ar' ? option.labelAr : option.labelEn) : value;
    };
    const [assignee] = query.assigned_to ? await usersByIds(db, [query.assigned_to]) : [];
    const body = await reportWorkbook(
      report,
      {
        type: name('application-types', query.transaction_type),
        department: query.department || undefined,
        priority: name('priorities', query.priority),
        assignee: query.assigned_to
          ? (assignee?.full_name ?? String(query.assigned_to))
          : undefined,
        finals: report.period.final_statuses.map((s) => name('statuses', s)).join('، '),
      },
      lang,
      // The exporter's calendar and digits, the texts in `lang`.
      await dateStyleOf(db, {
        language: lang,
        calendar: actor.user.calendar,
        digits: actor.user.digits,
      }),
    );
    await writeAuditLog(db, {
      actorId: actor.user.id,
      action: 'report.exported',
      entityType: 'report',
      entityId: null,
      changes: {
        format: 'xlsx',
        language: lang,
        filters: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
      },
      ip: actor.ip,
    });
    return { body, fileName: reportFileName(report) };
  }

  /**
   * Every figure; `read` 'scan' reads the applications even where the aggregates answer (the
   * tests compare the two).
   */
  async summary(
    query: TReportQuery,
    actor: Actor,
    now = new Date(),
    read: 'auto' | 'scan' = 'auto',
  ): Promise<TReportSummary> {
    return (await this.compute(query, actor, now, read)).report;
  }

  /** The summary and the options it was labelled with. */
  private async compute(query: TReportQuery, actor: Actor, now: Date, read: 'auto' | 'scan') {
    const db = this.deps.db;
    const { start, end, interval, today } = reportPeriod(query, now);
    const filters: ReportSelection['filters'] = {
      transactionType: query.transaction_type || undefined,
      department: query.department || undefined,
      priority: query.priority || undefined,
      assignedTo: query.assigned_to,
    };
    const scope = scopeOf(actor);
    const [finals, owners, options] = await Promise.all([
      workflowFinalStatuses(db),
      read === 'auto' ? aggregateOwners(db, scope, filters) : null,
      cachedOptions(db),
    ]);
    const selection: ReportSelection = {
      scope,
      filters,
      from: `${start}T00:00:00Z`,
      until: `${addDays(end, 1)}T00:00:00Z`,
      interval,
      finals,
    };
    const points = reportBuckets(start, end, interval).map((b) => ({
      ...b,
      key: intervalStart(b.start, interval),
    }));
    // Service levels are read from the clocks whichever way the rest is read.
    const [figures, sla] = await Promise.all([
      owners
        ? readAggregates(db, { ...owners, start, end, today, interval, finals }, points)
        : readApplications(db, selection, today),
      slaFigures(db, selection, now.toISOString()),
    ]);
    const { created, completed, open, backlog, times } = figures;
    const assignees = new Set<number>();
    for (const row of open) if (!row.total && row.assignee !== null) assignees.add(row.assignee);
    for (const row of completed)
      if (row.dim === 'editor' && row.value) assignees.add(Number(row.value));
    for (const row of sla) if (row.dim === 'editor' && row.value) assignees.add(Number(row.value));
    const users = await usersByIds(db, [...assignees]);
    const report = presentSummary({
      period: { start, end, interval, today, generatedAt: now, finals },
      points,
      created,
      completed,
      open,
      backlog,
      times,
      sla,
      users,
      options,
    });
    return { report, options };
  }
}

/**
 * The owners whose aggregates answer a selection, without the list's other filters: the
 * admin's whole report (with every assignee's rows for the table of assignees) or one
 * assignee's; an editor's scope is their assignee rows and their creator rows. A type,
 * department or priority reads the matching applications instead, and so does the scope of an
 * editor who also created applications as their client (before a change of role): creator rows
 * leave a client's own applications out.
 */
async function aggregateOwners(
  db: Db,
  scope: Scope,
  f: ReportSelection['filters'],
): Promise<{ owners: Owner[]; byAssignee: boolean } | null> {
  if (f.transactionType || f.department || f.priority) return null;
  if (scope.kind === 'all') {
    return f.assignedTo === undefined
      ? { owners: [{ kind: 'all', id: 0 }], byAssignee: true }
      : { owners: [{ kind: 'assignee', id: f.assignedTo }], byAssignee: false };
  }
  if (scope.kind !== 'editor') return null;
  const me = scope.userId;
  if (f.assignedTo !== undefined && f.assignedTo !== me) return null;
  if (await createdAsOwnClient(db, me)) return null;
  return f.assignedTo === me
    ? { owners: [{ kind: 'assignee', id: me }], byAssignee: false }
    : {
        owners: [
          { kind: 'assignee', id: me },
          { kind: 'creator', id: me },
        ],
        byAssignee: false,
      };
}

/** The five reads at once: on PostgreSQL each takes a connection of the pool. */
async function readAggregates(
  db: Db,
  s: AggregateSelection,
  points: { key: string; end: string }[],
) {
  const [created, completed, open, backlog, times] = await Promise.all([
    aggregateCreated(db, s),
    aggregateCompleted(db, s),
    aggregateOpenNow(db, s),
    aggregateBacklog(db, s, points),
    aggregateStatusTimes(db, s),
  ]);
  return { created, completed, open, backlog, times };
}

async function readApplications(db: Db, s: ReportSelection, today: string) {
  const [created, completed, open, backlog, times] = await Promise.all([
    createdCounts(db, s),
    completedFigures(db, s),
    openNow(db, s, today),
    backlogChanges(db, s),
    statusTimes(db, s),
  ]);
  return { created, completed, open, backlog, times };
}

/**
 * Leaves the reports' aggregates of the rows this transaction inserts to `addImportToReports`
 * (migration 0031): a bulk import's batches would otherwise update the same keys once each.
 */
export function deferReportAggregates(tx: Executor): Promise<void> {
  return deferAggregates(tx);
}

/** Adds one bulk import's applications and history to the aggregates, and stops deferring. */
export function addImportToReports(tx: Executor, importId: number): Promise<void> {
  return addImportToAggregates(tx, importId);
}
