import type { TDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';

const pending = new Map<string, Promise<TDetail>>();

/**
 * POST /verify-email/ once per token: tokens are single-use, so a second call (a re-render,
 * React's development double effects) reuses the first answer.
 */
export function verifyEmail(token: string): Promise<TDetail> {
  let request = pending.get(token);
  if (!request) {
    request = api.post<TDetail>('/verify-email/', { token }, { auth: false });
    pending.set(token, request);
  }
  return request;
}
