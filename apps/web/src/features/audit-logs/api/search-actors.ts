import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZManagedUser, ZManagedUserPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export const ACTOR_SUGGESTIONS = 10;

/** GET /users/?search= (admin): the first users of any role or state whose name or e-mail match. */
export async function searchActors(search: string) {
  const query = { search: search || undefined, page_size: ACTOR_SUGGESTIONS };
  return ZManagedUserPage.parse(await api.get('/users/', { query }));
}

/** Suggestions for the actor filter, asked only while its list is open. */
export function useActorSearch(search: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['users', 'audit-actor-search', search],
      queryFn: () => searchActors(search),
      staleTime: 60_000,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /users/{id}/: the actor the address names, to show them by name after a reload. */
export function useActor(id: number | undefined) {
  return useQuery({
    queryKey: ['users', 'audit-actor', id],
    queryFn: async () => ZManagedUser.parse(await api.get(`/users/${id}/`)),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
