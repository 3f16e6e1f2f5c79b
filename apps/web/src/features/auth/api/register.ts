import type { TDetail, TRegisterRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /register/ → 201 {detail, user}; the user must verify the e-mail before signing in. */
export function register(data: TRegisterRequest) {
  return api.post<TDetail>('/register/', data, { auth: false });
}
