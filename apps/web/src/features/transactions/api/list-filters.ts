import { asciiDigits, DEFAULT_PAGE_SIZE, SLA_STATES } from '@mutabaa/shared';
import type { ListOrdering } from './list-ordering';

/** The filters only a report's links set; the list says so in a notice, with a way back. */
export const REPORT_ONLY_KEYS = [
  'open',
  'completed_at_after',
  'completed_at_before',
  'open_on',
  'due_met',
  'left_status',
  'left_at_after',
  'left_at_before',
  'unassigned',
  'no_type',
  'no_department',
] as const;

/** The list's search and advanced filters, named as GET /transactions/ takes them. */
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
  'sla_state',
  // Not in the filter panel: set by a bulk import's "Open the imported applications".
  'import',
  // Not in the filter panel either: set by a report figure's link.
  ...REPORT_ONLY_KEYS,
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ListFilters = Partial<Record<FilterKey, string>>;

const BOOLEAN_KEYS: readonly FilterKey[] = [
  'open',
  'due_met',
  'unassigned',
  'no_type',
  'no_department',
];
const DAY_KEYS: readonly FilterKey[] = [
  'completed_at_after',
  'completed_at_before',
  'open_on',
  'left_at_after',
  'left_at_before',
];

/**
 * The filters made of digits (ids and days): read in ASCII digits whatever digits were typed,
 * as the API reads them, so that equal filters give equal addresses and cache keys.
 */
const DIGIT_KEYS: readonly FilterKey[] = [
  'assigned_to',
  'client',
  'import',
  'created_at_after',
  'created_at_before',
  'due_date_after',
  'due_date_before',
  ...DAY_KEYS,
];

/** Whether an address-only value is one the API takes (else it would refuse the whole list). */
function isAcceptedValue(key: FilterKey, value: string): boolean {
  if (key === 'import') return /^[1-9]\d{0,15}$/.test(value);
  if (BOOLEAN_KEYS.includes(key)) return value === 'true' || value === 'false';
  if (DAY_KEYS.includes(key)) return /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (key === 'sla_state') {
    return value.split(',').every((state) => (SLA_STATES as readonly string[]).includes(state));
  }
  return true;
}

/** Whether the list shows the applications behind a report figure. */
export function isReportSelection(filters: ListFilters): boolean {
  return REPORT_ONLY_KEYS.some((key) => filters[key] !== undefined);
}

/** The filters without the ones only a report sets. */
export function withoutReportSelection(filters: ListFilters): ListFilters {
  const rest = { ...filters };
  for (const key of REPORT_ONLY_KEYS) delete rest[key];
  return rest;
}

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
    const typed = filters[key]?.trim();
    const raw = typed && DIGIT_KEYS.includes(key) ? asciiDigits(typed) : typed;
    const value = key === 'tags' && raw ? normalizeTags(raw) : raw;
    // The address-only filters take one form; anything else would only be refused.
    if (value && !isAcceptedValue(key, value)) continue;
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

/**
 * The address-bar query for filters, a page (page 1 is left out) and an ordering (left out
 * when the list's own).
 */
export function toSearchParams(
  filters: ListFilters,
  page = 1,
  ordering?: ListOrdering,
): URLSearchParams {
  const params = new URLSearchParams(cleanFilters(filters));
  if (ordering) params.set('ordering', ordering);
  if (page > 1) params.set('page', String(page));
  return params;
}

export type ListQuery = ListFilters & { page: number; page_size: number; ordering?: ListOrdering };

/** The request query of one page of the list; without an ordering, the API's default. */
export function listQuery(filters: ListFilters, page: number, ordering?: ListOrdering): ListQuery {
  return {
    ...cleanFilters(filters),
    ...(ordering && { ordering }),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  };
}
