import { useMutation } from '@tanstack/react-query';
import { ZRecoveryCodesResponse, type TTwoFactorCodeRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /2fa/recovery-codes/ with a code: a new set of recovery codes; the old set ends. */
export async function twoFactorRecoveryCodes(request: TTwoFactorCodeRequest) {
  return ZRecoveryCodesResponse.parse(await api.post('/2fa/recovery-codes/', request));
}

export function useTwoFactorRecoveryCodes() {
  return useMutation({ mutationFn: twoFactorRecoveryCodes });
}
