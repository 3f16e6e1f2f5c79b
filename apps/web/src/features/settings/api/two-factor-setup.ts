import { useMutation } from '@tanstack/react-query';
import { ZTwoFactorSetupResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /2fa/setup/: a new secret to add to the authenticator app, not in use until enabled. */
export async function twoFactorSetup() {
  return ZTwoFactorSetupResponse.parse(await api.post('/2fa/setup/'));
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: twoFactorSetup });
}
