import { addDays, type TSlaState } from '@mutabaa/shared';
import { paths } from '../../../config/paths';
import type { ReportFilters } from '../api/report-params';

/** The list's parameters a report figure selects by (GET /transactions/ names). */
type ListParams = ReportFilters & {
  status?: string;
  created_at_after?: string;
  created_at_before?: string;
  completed_at_after?: string;
  completed_at_before?: string;
  open?: boolean;
  open_on?: string;
  due_met?: boolean;
  due_date_before?: string;
  left_status?: string;
  left_at_after?: string;
  left_at_before?: string;
  unassigned?: boolean;
  sla_state?: TSlaState;
  no_type?: boolean;
  no_department?: boolean;
};

/** The applications list narrowed to `params` (unset ones left out). */
export function listHref(params: ListParams): string {
  const url = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.set(key, String(value));
  }
  const text = url.toString();
  return text ? `${paths.transactions.getHref()}?${text}` : paths.transactions.getHref();
}

/**
 * A bar's own value of one of the filters (a type, a priority…) in place of the report's, or
 * its absence (no type, no department, no assignee).
 */
type Narrowing = Partial<
  Pick<ListParams, 'status' | 'unassigned' | 'no_type' | 'no_department' | keyof ReportFilters>
>;

/** Completed from `start` to `end`, narrowed, with `extra` parameters (due date, service level). */
function completedIn(
  filters: ReportFilters,
  start: string,
  end: string,
  narrowing: Narrowing,
  extra: Pick<ListParams, 'due_met' | 'sla_state'> = {},
): string {
  return listHref({
    ...filters,
    ...narrowing,
    ...extra,
    completed_at_after: start,
    completed_at_before: end,
  });
}

/**
 * Where each report figure leads: the list showing exactly the applications it counts, by the
 * same definitions (REPORT_DEFINITIONS) and the report's filters.
 */
export const reportLinks = {
  /** Created from `start` to `end` (a point, or the period), optionally one status, type… */
  created: (filters: ReportFilters, start: string, end: string, narrowing: Narrowing = {}) =>
    listHref({ ...filters, ...narrowing, created_at_after: start, created_at_before: end }),

  /** Completed (reached a final status) from `start` to `end`. */
  completed: (filters: ReportFilters, start: string, end: string, narrowing: Narrowing = {}) =>
    completedIn(filters, start, end, narrowing),

  /** Open at the end of `day` (the backlog at a point). */
  backlog: (filters: ReportFilters, day: string) => listHref({ ...filters, open_on: day }),

  /** Completed in the period with a due date, by it (`met`) or after it. */
  due: (
    filters: ReportFilters,
    start: string,
    end: string,
    met: boolean,
    narrowing: Narrowing = {},
  ) => completedIn(filters, start, end, narrowing, { due_met: met }),

  /** Open now. */
  open: (filters: ReportFilters, narrowing: Narrowing = {}) =>
    listHref({ ...filters, ...narrowing, open: true }),

  /** Open now with a due date before `today` (the list's date filters include their day). */
  overdue: (filters: ReportFilters, today: string, narrowing: Narrowing = {}) =>
    listHref({ ...filters, ...narrowing, open: true, due_date_before: addDays(today, -1) }),

  /** Completed from `start` to `end` with a service level, within it (`met`) or after it. */
  sla: (
    filters: ReportFilters,
    start: string,
    end: string,
    met: boolean,
    narrowing: Narrowing = {},
  ) => completedIn(filters, start, end, narrowing, { sla_state: met ? 'met' : 'missed' }),

  /** Open now and past the promised time (not paused). */
  breached: (filters: ReportFilters, narrowing: Narrowing = {}) =>
    listHref({ ...filters, ...narrowing, sla_state: 'breached' }),

  /** Left `status` from `start` to `end` (the time in a status). */
  leftStatus: (filters: ReportFilters, start: string, end: string, status: string) =>
    listHref({ ...filters, left_status: status, left_at_after: start, left_at_before: end }),
};

/**
 * The narrowing of one assignee's row: their id in place of the report's assignee filter, or
 * the unassigned (`null`).
 */
export function assigneeNarrowing(id: number | null): Narrowing {
  return id === null ? { assigned_to: undefined, unassigned: true } : { assigned_to: id };
}

/** The narrowing of a breakdown's bar: its value, or none of that dimension for an empty one. */
export function valueNarrowing(
  filter: 'status' | 'transaction_type' | 'priority' | 'department',
  value: string,
): Narrowing {
  if (value) return { [filter]: value };
  if (filter === 'transaction_type') return { transaction_type: undefined, no_type: true };
  if (filter === 'department') return { department: undefined, no_department: true };
  return {};
}
