import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listApplications } from '../../../lib/applications';
import type { ListQuery } from './list-filters';
import { applicationKeys } from './query-keys';

export const applicationsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: () => listApplications(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useApplications(query: ListQuery) {
  return useQuery(applicationsQuery(query));
}
