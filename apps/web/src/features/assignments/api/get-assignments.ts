import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssignmentPage, type TAssignmentListQuery, type TAssignmentPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export const HISTORY_PAGE_SIZE = 25;
export const ASSIGNMENTS_KEY = ['assignments', 'history'] as const;

/** The history's filters and page, as GET /assignments/ takes them (its page size is fixed). */
export type HistoryParams = Omit<TAssignmentListQuery, 'page_size'>;

/** GET /assignments/ (admin): one page of (re)assignments, newest first. */
export async function getAssignments(params: HistoryParams): Promise<TAssignmentPage> {
  const query = { ...params, page_size: HISTORY_PAGE_SIZE };
  return ZAssignmentPage.parse(await api.get('/assignments/', { query }));
}

export const assignmentsQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, params],
    queryFn: () => getAssignments(params),
    placeholderData: keepPreviousData,
  });

export function useAssignments(params: HistoryParams) {
  return useQuery(assignmentsQuery(params));
}
