import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssignmentPage, type TAssignmentPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import type { HistoryParams } from './assignment-params';
import { assignmentKeys } from './query-keys';

export const HISTORY_PAGE_SIZE = 25;

/** GET /assignments/ (admin): one page of (re)assignments, newest first. */
export async function getAssignments(params: HistoryParams): Promise<TAssignmentPage> {
  const query = { ...params, page_size: HISTORY_PAGE_SIZE };
  return ZAssignmentPage.parse(await api.get('/assignments/', { query }));
}

export const assignmentsQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: assignmentKeys.history(params),
    queryFn: () => getAssignments(params),
    placeholderData: keepPreviousData,
  });

export function useAssignments(params: HistoryParams) {
  return useQuery(assignmentsQuery(params));
}
