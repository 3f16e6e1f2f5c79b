import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { userKeys } from './query-keys';

/** POST /users/{id}/resend-invitation/ (admin): a new link, the old one no longer works. */
export async function resendInvitation(id: number) {
  return ZDetail.parse(await api.post(`/users/${id}/resend-invitation/`));
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // An invitation accepted meanwhile answers 409: the list then shows it is no longer pending.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
