import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@mutabaa/shared';
import { ZApplicationPage } from '../../../lib/applications';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** GET /transactions/drafts/: one page of the caller's own drafts. */
export async function getDrafts(page: number) {
  const query = { page, page_size: DEFAULT_PAGE_SIZE };
  return ZApplicationPage.parse(await api.get('/transactions/drafts/', { query }));
}

export const draftsQuery = (page: number) =>
  queryOptions({
    queryKey: applicationKeys.drafts(page),
    queryFn: () => getDrafts(page),
    placeholderData: keepPreviousData,
  });

export function useDrafts(page: number) {
  return useQuery(draftsQuery(page));
}
