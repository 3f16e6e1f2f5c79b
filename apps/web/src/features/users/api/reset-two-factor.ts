import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { userKeys } from './query-keys';

/**
 * POST /users/{id}/reset-2fa/ (admin, not for oneself): the user's two-factor sign-in off,
 * their sessions ended, a mail to them; for the user who lost their phone.
 */
export async function resetTwoFactor(id: number) {
  return ZDetail.parse(await api.post(`/users/${id}/reset-2fa/`));
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
