import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZManagedUser } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { listUsers } from '../../../lib/users';
import { auditLogKeys } from './query-keys';

export const ACTOR_SUGGESTIONS = 10;

/** GET /users/?search= (admin): the first users of any role or state whose name or e-mail match. */
export async function searchActors(search: string) {
  return listUsers({ search: search || undefined, page_size: ACTOR_SUGGESTIONS });
}

/** Suggestions for the actor filter, asked only while its list is open. */
export function useActorSearch(search: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: auditLogKeys.actorSearch(search),
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
    queryKey: auditLogKeys.actor(id),
    queryFn: async () => ZManagedUser.parse(await api.get(`/users/${id}/`)),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
