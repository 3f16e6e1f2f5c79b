import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetail, type TTwoFactorDisableRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

/** POST /2fa/disable/ with the password and a code or a recovery code. */
export async function twoFactorDisable(request: TTwoFactorDisableRequest) {
  return ZDetail.parse(await api.post('/2fa/disable/', request));
}

export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoFactorDisable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile() }),
  });
}
