import { DEFAULT_PAGE_SIZE } from '@mutabaa/shared';

/** The list's search and advanced filters (spec §2), named as GET /transactions/ takes them. */
export const FILTER_KEYS = [
  'search',
  'status',
  'priority',
  'transaction_type',
  'assigned_to',
  'department',
  'client',
  'created_at_after',
  'created_at_before',
  'due_date_after',
  'due_date_before',
  'tags',
  'has_attachments',
  // Not in the filter panel: set by a bulk import's "Open the imported applications".
  'import',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ListFilters = Partial<Record<FilterKey, string>>;

/** "a, b,,c " -> "a,b,c": the comma list the API expects, without empty tags. */
export function normalizeTags(text: string): string {
  return text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');
}

/** Drops empty values and tidies the tags, so equal filters give equal URLs and cache keys. */
export function cleanFilters(filters: ListFilters): ListFilters {
  const clean: ListFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = filters[key]?.trim();
    const value = key === 'tags' && raw ? normalizeTags(raw) : raw;
    // An import is named by its id; anything else in the address would only be refused.
    if (key === 'import' && value && !/^[1-9]\d{0,15}$/.test(value)) continue;
    if (value) clean[key] = value;
  }
  return clean;
}

/** The filters kept in the address bar. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) filters[key] = value;
  }
  return cleanFilters(filters);
}

/** The address-bar query for filters and a page (page 1 is left out). */
export function toSearchParams(filters: ListFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams(cleanFilters(filters));
  if (page > 1) params.set('page', String(page));
  return params;
}

export type ListQuery = ListFilters & { page: number; page_size: number };

/** The request query of one page of the list. */
export function listQuery(filters: ListFilters, page: number): ListQuery {
  return { ...cleanFilters(filters), page, page_size: DEFAULT_PAGE_SIZE };
}
