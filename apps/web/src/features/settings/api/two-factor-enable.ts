import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecoveryCodesResponse, type TTwoFactorCodeRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /2fa/enable/ with the app's first code: two-factor sign-in on, the recovery codes. */
export async function twoFactorEnable(request: TTwoFactorCodeRequest) {
  return ZRecoveryCodesResponse.parse(await api.post('/2fa/enable/', request));
}

export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoFactorEnable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}
