import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUserOptions, type UserOptionKind } from '../../../lib/users';
import { applicationKeys } from './query-keys';

export const PEOPLE_SUGGESTIONS = 10;

/** GET /users/clients/ or /users/editors/ ?search=: the first people whose name or e-mail match. */
export async function searchPeople(kind: UserOptionKind, search: string) {
  return listUserOptions(kind, { search: search || undefined, page_size: PEOPLE_SUGGESTIONS });
}

export const peopleSearchQuery = (kind: UserOptionKind, search: string) =>
  queryOptions({
    queryKey: applicationKeys.peopleSearch(kind, search),
    queryFn: () => searchPeople(kind, search),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for a person picker, asked only while its list is open. */
export function usePeopleSearch(kind: UserOptionKind, search: string, enabled: boolean) {
  return useQuery({ ...peopleSearchQuery(kind, search), enabled });
}
