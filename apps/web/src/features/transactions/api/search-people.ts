import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserOptionPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import type { UserOptionKind } from './get-user-options';

export const PEOPLE_SUGGESTIONS = 10;

/** GET /users/clients/ or /users/editors/ ?search=: the first people whose name or e-mail match. */
export async function searchPeople(kind: UserOptionKind, search: string) {
  const query = { search: search || undefined, page_size: PEOPLE_SUGGESTIONS };
  return ZUserOptionPage.parse(await api.get(`/users/${kind}/`, { query }));
}

export const peopleSearchQuery = (kind: UserOptionKind, search: string) =>
  queryOptions({
    queryKey: ['users', kind, 'search', search],
    queryFn: () => searchPeople(kind, search),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for a person picker, asked only while its list is open. */
export function usePeopleSearch(kind: UserOptionKind, search: string, enabled: boolean) {
  return useQuery({ ...peopleSearchQuery(kind, search), enabled });
}
