import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /change-password/ with old_password and new_password. */
export function changePassword(data: TChangePasswordRequest) {
  return api.post<TDetail>('/change-password/', data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
