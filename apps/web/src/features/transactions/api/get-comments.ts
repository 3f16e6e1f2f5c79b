import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZComment, type TComment } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /transactions/{id}/comments/: oldest first; clients never receive internal ones. */
export async function getComments(id: string | number): Promise<TComment[]> {
  const comments = await api.list(`/transactions/${encodeURIComponent(id)}/comments/`);
  return ZComment.array().parse(comments);
}

export const commentsQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['applications', 'detail', String(id), 'comments'],
    queryFn: () => getComments(id),
  });

export function useComments(id: string | number) {
  return useQuery(commentsQuery(id));
}
