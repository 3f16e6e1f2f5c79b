import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZComment, type TComment } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** GET /transactions/{id}/comments/: oldest first; clients never receive internal ones. */
export async function getComments(id: string | number): Promise<TComment[]> {
  const comments = await api.list(`/transactions/${encodeURIComponent(id)}/comments/`);
  return ZComment.array().parse(comments);
}

export const commentsQuery = (id: string | number) =>
  queryOptions({
    queryKey: applicationKeys.comments(id),
    queryFn: () => getComments(id),
  });

export function useComments(id: string | number) {
  return useQuery(commentsQuery(id));
}
