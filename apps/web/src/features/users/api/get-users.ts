import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TManagedUserPage } from '@mutabaa/shared';
import { listUsers } from '../../../lib/users';
import { userKeys } from './query-keys';
import type { UserListParams } from './user-list-params';

export const USERS_PAGE_SIZE = 25;

/** GET /users/ (admin): one page of users as filtered and ordered. */
export async function getUsers(params: UserListParams): Promise<TManagedUserPage> {
  return listUsers({ ...params, page_size: USERS_PAGE_SIZE });
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: () => getUsers(params) });

/** The page shown stays while the next one loads, so the table does not jump. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
