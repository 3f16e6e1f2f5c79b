import type { TDetail, TEmailRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

export function resendVerification(data: TEmailRequest) {
  return api.post<TDetail>('/resend-verification/', data, { auth: false });
}
