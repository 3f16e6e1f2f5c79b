import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZManagedUserPage, type TManagedUserPage, type TUserListQuery } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export const USERS_PAGE_SIZE = 25;

/** What User Management asks for: the list query without its paging size. */
export type UserListParams = Omit<TUserListQuery, 'page_size'>;

/** GET /users/ (admin): one page of users as filtered and ordered. */
export async function getUsers(params: UserListParams): Promise<TManagedUserPage> {
  const query: Record<string, string | number> = {
    page: params.page,
    page_size: USERS_PAGE_SIZE,
    ordering: params.ordering,
  };
  if (params.search) query.search = params.search;
  if (params.role) query.role = params.role;
  for (const key of ['is_active', 'email_verified', 'never_signed_in'] as const) {
    if (params[key] !== undefined) query[key] = String(params[key]);
  }
  return ZManagedUserPage.parse(await api.get('/users/', { query }));
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({ queryKey: ['users', params], queryFn: () => getUsers(params) });

/** The page shown stays while the next one loads, so the table does not jump. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
