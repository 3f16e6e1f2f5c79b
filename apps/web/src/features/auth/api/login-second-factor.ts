import type { TMfaLoginRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { loadLoginSchemas, signIn } from './login';

/** POST /login/2fa/: the second step with a code or a recovery code; signs in. */
export async function loginSecondFactor(request: TMfaLoginRequest): Promise<void> {
  const [body, { ZLoginResponse }] = await Promise.all([
    api.post('/login/2fa/', request, { auth: false }),
    loadLoginSchemas(),
  ]);
  signIn(ZLoginResponse.parse(body));
}
