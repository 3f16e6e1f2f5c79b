import {
  REPORT_MAX_POINTS,
  REPORT_PRESETS,
  ZReportQuery,
  defaultInterval,
  isoDay,
  presetPeriod,
  reportPointCount,
  type ReportInterval,
  type ReportPreset,
  type TReportQuery,
} from '@mutabaa/shared';

/** The list's filters a report narrows by, in the order the address bar writes them. */
export const REPORT_FILTER_KEYS = [
  'transaction_type',
  'department',
  'priority',
  'assigned_to',
] as const satisfies readonly (keyof TReportQuery)[];
export type ReportFilters = Pick<TReportQuery, (typeof REPORT_FILTER_KEYS)[number]>;

const REPORT_URL_KEYS = [
  'created_at_after',
  'created_at_before',
  'interval',
  ...REPORT_FILTER_KEYS,
] as const satisfies readonly (keyof TReportQuery)[];

/** Today as the API counts days: in UTC. */
export function utcToday(now: Date = new Date()): string {
  return isoDay(now);
}

/**
 * The report asked for in the address bar, checked with the API's own schema: a value it would
 * refuse (an old bookmark, a hand-edited address) is dropped instead of failing the page.
 */
export function reportQueryFromUrl(url: URLSearchParams): TReportQuery {
  const raw: Record<string, string> = {};
  for (const key of REPORT_URL_KEYS) {
    const value = url.get(key)?.trim();
    if (value) raw[key] = value;
  }
  let parsed = ZReportQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = ZReportQuery.safeParse(raw);
  }
  return parsed.success ? parsed.data : {};
}

/** The address-bar query of a report (what is unset left out). */
export function reportQueryToUrl(query: TReportQuery): URLSearchParams {
  const url = new URLSearchParams();
  for (const key of REPORT_URL_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') url.set(key, String(value));
  }
  return url;
}

export type ReportPeriod = { start: string; end: string; interval: ReportInterval };

/**
 * The period and interval a query shows, filled in as the API fills them: this year up to today
 * when no start is given, the interval from the period's length when none is.
 */
export function reportPeriodOf(query: TReportQuery, today: string): ReportPeriod {
  const start = query.created_at_after ?? `${today.slice(0, 4)}-01-01`;
  const end = query.created_at_before ?? (start > today ? start : today);
  return { start, end, interval: query.interval ?? defaultInterval(start, end) };
}

/** The report's filters alone (for the links to the list and the printed heading). */
export function reportFiltersOf(query: TReportQuery): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of REPORT_FILTER_KEYS) {
    if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
  }
  return filters;
}

/** Whether the chart over time of that period fits the API's limit of points by `interval`. */
export function intervalFits(start: string, end: string, interval: ReportInterval): boolean {
  return start > end || reportPointCount(start, end, interval) <= REPORT_MAX_POINTS;
}

/** The presets whose period is exactly `start`..`end` today (this week and month may agree). */
export function activePresets(start: string, end: string, today: string): ReportPreset[] {
  return REPORT_PRESETS.filter((preset) => {
    const period = presetPeriod(preset, today);
    return period.start === start && period.end === end;
  });
}

/** The form's fields, as typed (every one a string; empty for unset). */
export type ReportDraft = Record<(typeof REPORT_URL_KEYS)[number], string>;

export function reportDraftOf(query: TReportQuery, today: string): ReportDraft {
  const period = reportPeriodOf(query, today);
  const draft: ReportDraft = {
    created_at_after: period.start,
    created_at_before: period.end,
    interval: period.interval,
    transaction_type: '',
    department: '',
    priority: '',
    assigned_to: '',
  };
  for (const key of REPORT_FILTER_KEYS)
    draft[key] = query[key] === undefined ? '' : String(query[key]);
  return draft;
}

/**
 * The query a submitted form asks for: each field trimmed, blank ones unset, and the interval
 * kept only where the period's own default would not give it anyway and it fits the period.
 */
export function reportQueryOfDraft(draft: ReportDraft): TReportQuery {
  const url = new URLSearchParams();
  for (const key of REPORT_URL_KEYS) url.set(key, draft[key]);
  const query = reportQueryFromUrl(url);
  const { created_at_after: start, created_at_before: end, interval } = query;
  if (start && end && interval) {
    if (interval === defaultInterval(start, end) || !intervalFits(start, end, interval)) {
      delete query.interval;
    }
  }
  return query;
}

/** Why the form's period cannot be shown, if it cannot: a missing date or a reversed range. */
export function draftPeriodError(draft: ReportDraft): 'missing' | 'reversed' | undefined {
  if (!draft.created_at_after || !draft.created_at_before) return 'missing';
  if (draft.created_at_after > draft.created_at_before) return 'reversed';
  return undefined;
}
