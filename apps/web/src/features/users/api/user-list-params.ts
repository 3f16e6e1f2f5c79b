import { ZUserListQuery, type TUserListQuery, type UserOrderingField } from '@mutabaa/shared';

/** What User Management asks for: the list query without its paging size. */
export type UserListParams = Omit<TUserListQuery, 'page_size'>;

export type UserOrdering = UserListParams['ordering'];
export type YesNoFilter = 'is_active' | 'email_verified' | 'never_signed_in';
export const YES_NO_FILTERS: readonly YesNoFilter[] = [
  'is_active',
  'email_verified',
  'never_signed_in',
];

/**
 * The list's state from the address bar, checked with the API's own schema: a value it would
 * refuse (an old bookmark, a hand-edited address) is dropped instead of failing the page.
 */
export function userParamsFromUrl(params: URLSearchParams): UserListParams {
  const raw: Record<string, string> = Object.fromEntries(params);
  delete raw.page_size;
  let parsed = ZUserListQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = ZUserListQuery.safeParse(raw);
  }
  const { page_size: _pageSize, ...query } = parsed.success
    ? parsed.data
    : ZUserListQuery.parse({});
  return query;
}

/** The address-bar query of a list state (defaults and page 1 left out). */
export function userParamsToUrl(params: UserListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  if (params.role) url.set('role', params.role);
  for (const key of YES_NO_FILTERS) {
    if (params[key] !== undefined) url.set(key, String(params[key]));
  }
  if (params.ordering !== 'full_name') url.set('ordering', params.ordering);
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** The ordering after a click on a column: that column ascending, or reversed if it was. */
export function nextOrdering(current: UserOrdering, field: UserOrderingField): UserOrdering {
  return current === field ? `-${field}` : field;
}

/** Whether the list is narrowed at all (the empty text then says nothing matched). */
export function isFiltered(params: UserListParams): boolean {
  return (
    Boolean(params.search || params.role) || YES_NO_FILTERS.some((k) => params[k] !== undefined)
  );
}
