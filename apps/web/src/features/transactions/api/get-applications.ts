import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZApplication, ZPaginated } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import type { ListQuery } from './list-filters';

export const ZApplicationPage = ZPaginated(ZApplication);

/** GET /transactions/: one page of the applications in the caller's scope. */
export async function getApplications(query: ListQuery) {
  return ZApplicationPage.parse(await api.get('/transactions/', { query }));
}

export const applicationsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: ['applications', 'list', query],
    queryFn: () => getApplications(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useApplications(query: ListQuery) {
  return useQuery(applicationsQuery(query));
}
