import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, ZUserOptionPage } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /users/editors/: the people applications can be assigned to (the assignee filter). */
export async function getEditors() {
  const page = ZUserOptionPage.parse(
    await api.get('/users/editors/', { query: { page_size: MAX_PAGE_SIZE } }),
  );
  return page.results;
}

export const editorsQuery = () =>
  queryOptions({ queryKey: ['reports', 'editors'], queryFn: getEditors, staleTime: 5 * 60_000 });

export function useEditors() {
  return useQuery(editorsQuery());
}
