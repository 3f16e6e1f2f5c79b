import { useMutation } from '@tanstack/react-query';
import {
  ZChangePasswordResponse,
  type TChangePasswordRequest,
  type TChangePasswordResponse,
} from '@mutabaa/shared';
import type { ApiClient } from '../../../lib/api-client';
import type { SessionStore } from '../../../lib/auth';
import { api, session } from '../../../lib/session';

/**
 * POST /change-password/ with old_password and new_password. The server ends every session
 * of the user and answers new tokens for this one: they are stored, so it stays signed in.
 */
export async function changePassword(
  data: TChangePasswordRequest,
  deps: { api: Pick<ApiClient, 'post'>; session: Pick<SessionStore, 'renewTokens'> } = {
    api,
    session,
  },
): Promise<TChangePasswordResponse> {
  const result = ZChangePasswordResponse.parse(await deps.api.post('/change-password/', data));
  deps.session.renewTokens({ access: result.access, refresh: result.refresh });
  return result;
}

export function useChangePassword() {
  return useMutation({ mutationFn: (data: TChangePasswordRequest) => changePassword(data) });
}
