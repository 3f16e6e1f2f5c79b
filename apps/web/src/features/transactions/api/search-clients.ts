import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserOptionPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export const CLIENT_SUGGESTIONS = 10;

/** GET /users/clients/?search=: the first clients whose name or e-mail matches. */
export async function searchClients(search: string) {
  const query = { search: search || undefined, page_size: CLIENT_SUGGESTIONS };
  return ZUserOptionPage.parse(await api.get('/users/clients/', { query }));
}

export const clientSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['users', 'clients', 'search', search],
    queryFn: () => searchClients(search),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for the client picker, asked only while its list is open. */
export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({ ...clientSearchQuery(search), enabled });
}
