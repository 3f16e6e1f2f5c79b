import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZComment, type TCommentCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/{id}/comments/ `{text, is_internal?}`. */
export async function addComment(id: string | number, body: TCommentCreate) {
  return ZComment.parse(await api.post(`/transactions/${encodeURIComponent(id)}/comments/`, body));
}

export function useAddComment(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommentCreate) => addComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.comments(id) }),
  });
}
