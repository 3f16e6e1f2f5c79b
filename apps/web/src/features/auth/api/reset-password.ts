import type { TDetail, TEmailRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /reset-password/: the same answer whether or not the address exists. */
export function requestPasswordReset(data: TEmailRequest) {
  return api.post<TDetail>('/reset-password/', data, { auth: false });
}
