import { ZAssignmentListQuery, ZPage, type TAssignmentListQuery } from '@mutabaa/shared';

/** The history's filters and page, as GET /assignments/ takes them (its page size is fixed). */
export type HistoryParams = Omit<TAssignmentListQuery, 'page_size'>;

/** Whose open applications the queue shows: the unassigned ones, or one assignee's. */
export type QueueSource = { page: number; assignee?: number };

export const ASSIGNMENT_TABS = ['queue', 'workload', 'history', 'rules'] as const;
export type AssignmentTab = (typeof ASSIGNMENT_TABS)[number];

/** The tab named in the address bar (`?tab=`), the queue when none or an unknown one. */
export function tabFromUrl(url: URLSearchParams): AssignmentTab {
  const tab = url.get('tab');
  return ASSIGNMENT_TABS.find((known) => known === tab) ?? 'queue';
}

const pageOf = (url: URLSearchParams) => {
  const parsed = ZPage.safeParse(url.get('page') ?? undefined);
  return parsed.success ? parsed.data : 1;
};

/** The queue's page and, with `?of=<user id>`, whose open applications it shows instead. */
export function queueFromUrl(url: URLSearchParams): QueueSource {
  const of = Number(url.get('of'));
  const page = pageOf(url);
  return Number.isInteger(of) && of > 0 ? { page, assignee: of } : { page };
}

export function queueToUrl(source: QueueSource): URLSearchParams {
  const url = new URLSearchParams({ tab: 'queue' });
  if (source.assignee !== undefined) url.set('of', String(source.assignee));
  if (source.page > 1) url.set('page', String(source.page));
  return url;
}

const HISTORY_FILTERS = ['transaction', 'user', 'created_at_after', 'created_at_before'] as const;

/**
 * The history's filters from the address bar, checked with the API's own schema: a value it
 * would refuse (an old bookmark, a hand-edited address) is dropped instead of failing the tab.
 */
export function historyFromUrl(url: URLSearchParams): HistoryParams {
  const raw: Record<string, string> = {};
  for (const key of [...HISTORY_FILTERS, 'page'] as const) {
    const value = url.get(key);
    if (value) raw[key] = value;
  }
  let parsed = ZAssignmentListQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = ZAssignmentListQuery.safeParse(raw);
  }
  const { page_size: _pageSize, ...params } = parsed.success
    ? parsed.data
    : ZAssignmentListQuery.parse({});
  return params;
}

export function historyToUrl(params: HistoryParams): URLSearchParams {
  const url = new URLSearchParams({ tab: 'history' });
  for (const key of HISTORY_FILTERS) {
    const value = params[key];
    if (value !== undefined && value !== '') url.set(key, String(value));
  }
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}
