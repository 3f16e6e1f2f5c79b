import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, ZUserOptionPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export type UserOptionKind = 'clients' | 'editors';

/** GET /users/clients/ or /users/editors/: the first page of such people (names for ids). */
export async function getUserOptions(kind: UserOptionKind) {
  const page = ZUserOptionPage.parse(
    await api.get(`/users/${kind}/`, { query: { page_size: MAX_PAGE_SIZE } }),
  );
  return page.results;
}

export const userOptionsQuery = (kind: UserOptionKind) =>
  queryOptions({
    queryKey: ['users', 'options', kind],
    queryFn: () => getUserOptions(kind),
    staleTime: 5 * 60_000,
  });

/** Only staff may read these lists; `enabled` keeps clients from asking. */
export function useUserOptions(kind: UserOptionKind, enabled: boolean) {
  return useQuery({ ...userOptionsQuery(kind), enabled });
}
