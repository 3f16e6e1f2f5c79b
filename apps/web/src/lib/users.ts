import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  ZManagedUserPage,
  ZUserOptionPage,
  type TManagedUserPage,
  type TUserListQuery,
  type TUserOptionPage,
} from '@mutabaa/shared';
import { sharedKeys, type UserOptionKind } from './query-keys';
import { api } from './session';

export type { UserOptionKind };

/** GET /users/ (admin): one page of users of any role or state, as filtered and ordered. */
export async function listUsers(query: Partial<TUserListQuery>): Promise<TManagedUserPage> {
  // The API client leaves out what is unset and writes yes/no filters as `true`/`false`.
  return ZManagedUserPage.parse(await api.get('/users/', { query }));
}

/** GET /users/clients/ or /users/editors/ (staff): one page of such people, by name. */
export async function listUserOptions(
  kind: UserOptionKind,
  query: { search?: string; page_size: number },
): Promise<TUserOptionPage> {
  return ZUserOptionPage.parse(await api.get(`/users/${kind}/`, { query }));
}

/** The first page of such people: names for the ids a list or a filter holds. */
export async function getUserOptions(kind: UserOptionKind) {
  return (await listUserOptions(kind, { page_size: MAX_PAGE_SIZE })).results;
}

export const userOptionsQuery = (kind: UserOptionKind) =>
  queryOptions({
    queryKey: sharedKeys.userOptions(kind),
    queryFn: () => getUserOptions(kind),
    staleTime: 5 * 60_000,
  });

/**
 * The clients or the editors (the people applications can be assigned to). Only staff may
 * read these lists; `enabled` keeps clients from asking.
 */
export function useUserOptions(kind: UserOptionKind, enabled = true) {
  return useQuery({ ...userOptionsQuery(kind), enabled });
}
