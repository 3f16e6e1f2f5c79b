import { sharedKeys, type UserOptionKind } from '../../../lib/query-keys';
import type { ListQuery } from './list-filters';

/** Every cache entry of the feature, under the applications' root other features refresh. */
export const applicationKeys = {
  all: sharedKeys.applications,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...applicationKeys.lists(), query] as const,
  drafts: (page: number) => [...applicationKeys.all, 'drafts', page] as const,
  detail: (id: string | number) => [...applicationKeys.all, 'detail', String(id)] as const,
  comments: (id: string | number) => [...applicationKeys.detail(id), 'comments'] as const,
  documents: (id: string | number) => [...applicationKeys.detail(id), 'documents'] as const,
  history: (id: string | number) => [...applicationKeys.detail(id), 'history'] as const,
  // Under the users' root, so a change to a user refreshes the suggestions too.
  peopleSearch: (kind: UserOptionKind, search: string) =>
    [...sharedKeys.users, kind, 'search', search] as const,
};
