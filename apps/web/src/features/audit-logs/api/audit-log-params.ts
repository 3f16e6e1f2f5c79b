import {
  ZAuditLogListQuery,
  type TAuditLogFilters,
  type TAuditLogListQuery,
} from '@mutabaa/shared';

/** What the Audit Logs screen asks for: the list query without its paging size. */
export type AuditLogParams = Omit<TAuditLogListQuery, 'page_size'>;

/** The filters in the order the address bar writes them. */
export const AUDIT_FILTER_KEYS = [
  'search',
  'actor',
  'action',
  'entity_type',
  'entity_id',
  'ip',
  'created_at_after',
  'created_at_before',
] as const satisfies readonly (keyof TAuditLogFilters)[];

/**
 * Every key the address bar holds besides the page: the form's filters and `id` (one entry by
 * its id, the one verification names). `id` is no field of the form: applying the form or
 * clearing it drops `id`.
 */
const AUDIT_URL_KEYS = ['id', ...AUDIT_FILTER_KEYS] as const;

/**
 * The list's state from the address bar, checked with the API's own schema: a value it would
 * refuse (an old bookmark, a hand-edited address) is dropped instead of failing the page.
 */
export function auditParamsFromUrl(url: URLSearchParams): AuditLogParams {
  const raw: Record<string, string> = {};
  for (const key of [...AUDIT_URL_KEYS, 'page'] as const) {
    const value = url.get(key)?.trim();
    if (value) raw[key] = value;
  }
  let parsed = ZAuditLogListQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = ZAuditLogListQuery.safeParse(raw);
  }
  const { page_size: _pageSize, ...params } = parsed.success
    ? parsed.data
    : ZAuditLogListQuery.parse({});
  return params;
}

/** The address-bar query of a list state (what is unset and page 1 left out). */
export function auditParamsToUrl(params: AuditLogParams): URLSearchParams {
  const url = new URLSearchParams();
  for (const key of AUDIT_URL_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') url.set(key, String(value));
  }
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** The filters alone (for the export, which takes every entry they select). */
export function auditFiltersOf(params: AuditLogParams): TAuditLogFilters {
  const { page: _page, ...filters } = params;
  return filters;
}

/** Whether the list is narrowed at all (the empty text then says nothing matched). */
export function isAuditFiltered(params: AuditLogParams): boolean {
  return AUDIT_URL_KEYS.some((key) => params[key] !== undefined);
}

/** The log narrowed to one entry, on its own (no other filter applies). */
export function singleEntryParams(id: number): AuditLogParams {
  return { id, page: 1 };
}

/** The list without its one-entry narrowing, from page 1. */
export function withoutSingleEntry(params: AuditLogParams): AuditLogParams {
  const { id: _id, ...rest } = params;
  return { ...rest, page: 1 };
}

/** The filter form's fields, as typed (every one a string; empty for unset). */
export type AuditFilterDraft = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

export function draftOf(params: AuditLogParams): AuditFilterDraft {
  const draft = {} as AuditFilterDraft;
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params[key];
    draft[key] = value === undefined ? '' : String(value);
  }
  return draft;
}

/** The list's state a submitted form asks for: page 1, each field trimmed, blank ones unset. */
export function paramsOfDraft(draft: AuditFilterDraft): AuditLogParams {
  const url = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) url.set(key, draft[key]);
  return auditParamsFromUrl(url);
}
