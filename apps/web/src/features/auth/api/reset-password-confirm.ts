import type { TDetail, TResetPasswordConfirmRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export function confirmPasswordReset(data: TResetPasswordConfirmRequest) {
  return api.post<TDetail>('/reset-password/confirm/', data, { auth: false });
}
