import { useMutation } from '@tanstack/react-query';
import { ZDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /users/{id}/send-password-reset/ (admin): mails the user a link to choose a password. */
export async function sendPasswordReset(id: number) {
  return ZDetail.parse(await api.post(`/users/${id}/send-password-reset/`));
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
