import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZManagedUser, type TUserPatch } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { invalidateAfterHandover } from './invalidate';

/** PATCH /users/{id}/ (admin): the changed fields; `reassign_to` when a hand-over was chosen. */
export async function updateUser(id: number, body: TUserPatch) {
  return ZManagedUser.parse(await api.patch(`/users/${id}/`, body));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUserPatch }) => updateUser(id, body),
    onSuccess: () => invalidateAfterHandover(queryClient),
  });
}
