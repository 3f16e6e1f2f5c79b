import type { TTwoFactorSetupResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { loadLoginSchemas } from './login';

/** POST /login/2fa/setup/: the secret of the enrolment the user's role requires. */
export async function loginTwoFactorSetup(mfaToken: string): Promise<TTwoFactorSetupResponse> {
  const [body, { ZTwoFactorSetupResponse }] = await Promise.all([
    api.post('/login/2fa/setup/', { mfa_token: mfaToken }, { auth: false }),
    loadLoginSchemas(),
  ]);
  return ZTwoFactorSetupResponse.parse(body);
}
