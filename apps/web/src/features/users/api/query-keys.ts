import { sharedKeys } from '../../../lib/query-keys';
import type { UserListParams } from './user-list-params';

/** User management's lists, under the users' root the people pickers share. */
export const userKeys = {
  all: sharedKeys.users,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
};
