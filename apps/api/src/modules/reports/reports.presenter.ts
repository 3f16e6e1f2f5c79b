import type {
  OptionList,
  ReportBucket,
  ReportInterval,
  TReportCount,
  TReportDuration,
  TReportEditor,
  TReportSummary,
} from '@mutabaa/shared';
import type { OptionRow } from '../../db/schema/index.js';
import type {
  BacklogRow,
  CompletedRow,
  CreatedRow,
  OpenRow,
  SlaRow,
  StatusTimeRow,
  UserRow,
} from './reports.repository.js';

export type SummaryParts = {
  period: {
    start: string;
    end: string;
    interval: ReportInterval;
    today: string;
    generatedAt: Date;
    finals: string[];
  };
  /** The chart's points; `key` is the point as the statements name it (its interval's start). */
  points: (ReportBucket & { key: string })[];
  created: CreatedRow[];
  completed: CompletedRow[];
  open: OpenRow[];
  backlog: BacklogRow[];
  times: StatusTimeRow[];
  sla: SlaRow[];
  users: UserRow[];
  options: OptionRow[];
};

/** Labels of values no option describes (an empty type or department, a removed option). */
const NONE = { label_en: 'None', label_ar: 'بلا' };

type Labelled = Omit<TReportCount, 'count'>;

/** Values of one option list (or free text, for departments) with their labels, in list order. */
function labeller(options: OptionRow[], list: OptionList | null) {
  const own = list ? options.filter((o) => o.list === list) : [];
  const byValue = new Map(own.map((o) => [o.value, o]));
  const order = new Map(own.map((o) => [o.value, o.order]));
  return {
    label(value: string): Labelled {
      const option = byValue.get(value);
      if (option) {
        return {
          value,
          label_en: option.labelEn,
          label_ar: option.labelAr,
          badge_color: option.badgeColor,
        };
      }
      return value === '' ? { value, ...NONE } : { value, label_en: value, label_ar: value };
    },
    /** List order first, then unknown values by name, empty last. */
    compare(a: string, b: string): number {
      const rank = (v: string) => (v === '' ? Infinity : (order.get(v) ?? 1e9));
      return rank(a) - rank(b) || a.localeCompare(b);
    },
  };
}

function counts(
  rows: CreatedRow[],
  dim: CreatedRow['dim'],
  options: OptionRow[],
  list: OptionList | null,
): TReportCount[] {
  const labels = labeller(options, list);
  return rows
    .filter((r) => r.dim === dim)
    .sort((a, b) => labels.compare(a.value, b.value))
    .map((r) => ({ ...labels.label(r.value), count: r.n }));
}

const hours = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function userRef(users: Map<number, UserRow>, id: number) {
  const user = users.get(id);
  return { id, full_name: user?.full_name ?? '', email: user?.email ?? '' };
}

const byName = (a: { id: number; full_name: string }, b: { id: number; full_name: string }) =>
  a.full_name.localeCompare(b.full_name) || a.id - b.id;

/** The summary's answer from the statements' rows. */
export function presentSummary(parts: SummaryParts): TReportSummary {
  const { created, completed, open, backlog, times, options } = parts;
  const users = new Map(parts.users.map((u) => [u.id, u]));
  const createdAt = new Map(created.filter((r) => r.dim === 'time').map((r) => [r.value, r.n]));
  const completedAt = new Map(
    completed.filter((r) => r.dim === 'time').map((r) => [r.value ?? '', r.n]),
  );
  const backlogChange = new Map(backlog.map((r) => [r.b, r.n]));
  let running = backlogChange.get(null) ?? 0;
  const overTime = parts.points.map((point) => {
    running += backlogChange.get(point.key) ?? 0;
    return {
      period: point.start,
      end: point.end,
      created: createdAt.get(point.key) ?? 0,
      completed: completedAt.get(point.key) ?? 0,
      backlog: running,
    };
  });

  const all = completed.find((r) => r.dim === 'all');
  const types = labeller(options, 'application-types');
  const statuses = labeller(options, 'statuses');
  const byType: TReportDuration[] = completed
    .filter((r) => r.dim === 'type')
    .sort((a, b) => types.compare(a.value ?? '', b.value ?? ''))
    .map((r) => ({
      ...types.label(r.value ?? ''),
      count: r.n,
      median_hours: hours(r.median),
      p90_hours: hours(r.p90),
    }));
  const byStatus: TReportDuration[] = [...times]
    .sort((a, b) => statuses.compare(a.status, b.status))
    .map((r) => ({
      ...statuses.label(r.status),
      count: r.n,
      median_hours: hours(r.median),
      p90_hours: hours(r.p90),
    }));

  const openTotal = open.find((r) => r.total);
  const openOf = new Map(open.filter((r) => !r.total).map((r) => [r.assignee, r]));
  const doneOf = new Map(
    completed
      .filter((r) => r.dim === 'editor')
      .map((r) => [r.value === null ? null : Number(r.value), r]),
  );
  const assignees = [...new Set([...openOf.keys(), ...doneOf.keys()])];
  const byEditor = assignees
    .map((id) => ({
      user: id === null ? null : userRef(users, id),
      met: doneOf.get(id)?.met ?? 0,
      missed: doneOf.get(id)?.missed ?? 0,
      overdue_now: openOf.get(id)?.overdue ?? 0,
    }))
    .filter((r) => r.met + r.missed + r.overdue_now > 0)
    .sort((a, b) => (a.user === null ? 1 : b.user === null ? -1 : byName(a.user, b.user)));
  const editors: TReportEditor[] = assignees
    .filter((id): id is number => id !== null)
    .map((id) => ({
      user: userRef(users, id),
      open: openOf.get(id)?.open ?? 0,
      overdue: openOf.get(id)?.overdue ?? 0,
      completed: doneOf.get(id)?.n ?? 0,
      median_hours: hours(doneOf.get(id)?.median),
    }))
    .sort((a, b) => b.open - a.open || b.completed - a.completed || byName(a.user, b.user));

  return {
    period: {
      start: parts.period.start,
      end: parts.period.end,
      interval: parts.period.interval,
      today: parts.period.today,
      generated_at: parts.period.generatedAt.toISOString(),
      final_statuses: parts.period.finals,
    },
    totals: {
      created: overTime.reduce((n, p) => n + p.created, 0),
      completed: all?.n ?? 0,
      backlog: running,
      overdue_now: openTotal?.overdue ?? 0,
    },
    over_time: overTime,
    by_status: counts(created, 'status', options, 'statuses'),
    by_type: counts(created, 'type', options, 'application-types'),
    by_priority: counts(created, 'priority', options, 'priorities'),
    by_department: counts(created, 'department', options, null),
    processing_time: {
      count: all?.n ?? 0,
      median_hours: hours(all?.median),
      p90_hours: hours(all?.p90),
      by_type: byType,
      by_status: byStatus,
    },
    due_date: {
      met: all?.met ?? 0,
      missed: all?.missed ?? 0,
      overdue_now: openTotal?.overdue ?? 0,
      by_editor: byEditor,
    },
    editors,
    service_level: serviceLevel(parts.sla, options, users),
  };
}

/** Met out of met and missed, in percent with one decimal; null when there is neither. */
export function metPercent(met: number, missed: number): number | null {
  return met + missed ? Math.round((1000 * met) / (met + missed)) / 10 : null;
}

function serviceLevel(
  rows: SlaRow[],
  options: OptionRow[],
  users: Map<number, UserRow>,
): TReportSummary['service_level'] {
  const counts = (r: SlaRow) => ({ met: r.met, missed: r.missed, breached_now: r.breached });
  const all = rows.find((r) => r.dim === 'all');
  const types = labeller(options, 'application-types');
  return {
    met: all?.met ?? 0,
    missed: all?.missed ?? 0,
    breached_now: all?.breached ?? 0,
    met_percent: metPercent(all?.met ?? 0, all?.missed ?? 0),
    by_type: rows
      .filter((r) => r.dim === 'type')
      .sort((a, b) => types.compare(a.value ?? '', b.value ?? ''))
      .map((r) => ({ ...types.label(r.value ?? ''), ...counts(r) })),
    by_editor: rows
      .filter((r) => r.dim === 'editor')
      .map((r) => ({
        user: r.value === null ? null : userRef(users, Number(r.value)),
        ...counts(r),
      }))
      .sort((a, b) => (a.user === null ? 1 : b.user === null ? -1 : byName(a.user, b.user))),
  };
}
