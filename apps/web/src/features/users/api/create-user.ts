import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZManagedUser, type TUserCreate } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { userKeys } from './query-keys';

/** POST /users/ (admin): without a password the API mails an invitation instead. */
export async function createUser(body: TUserCreate) {
  return ZManagedUser.parse(await api.post('/users/', body));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
