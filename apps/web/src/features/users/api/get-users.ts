import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZManagedUserPage, type TManagedUserPage, type TUserListQuery } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export const USERS_PAGE_SIZE = 25;

/** What User Management asks for: the list query without its paging size. */
export type UserListParams = Omit<TUserListQuery, 'page_size'>;

/** GET /users/ (admin): one page of users as filtered and ordered. */
export async function getUsers(params: UserListParams): Promise<TManagedUserPage> {
  // The API client leaves out what is unset and writes yes/no filters as `true`/`false`.
  const query = { ...params, page_size: USERS_PAGE_SIZE };
  return ZManagedUserPage.parse(await api.get('/users/', { query }));
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({ queryKey: ['users', params], queryFn: () => getUsers(params) });

/** The page shown stays while the next one loads, so the table does not jump. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
