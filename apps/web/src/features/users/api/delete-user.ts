import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { userKeys } from './query-keys';

/**
 * DELETE /users/{id}/ (admin, clients only): a client with applications is anonymised and
 * keeps them; the answer's detail says which happened.
 */
export async function deleteUser(id: number) {
  return ZDetail.parse(await api.delete(`/users/${id}/`));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
