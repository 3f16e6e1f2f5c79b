import { api } from '../../../lib/session';
import { ssoSession } from '../utils/sso-session';
import { loadLoginSchemas, signIn } from './login';

/**
 * POST /auth/oidc/exchange/: the one-time code of /login?sso= for the same answer as a password
 * sign-in; signs in the same way and remembers that the session came from the provider.
 */
export async function exchangeSsoCode(code: string): Promise<void> {
  const [body, { ZLoginResponse }] = await Promise.all([
    api.post('/auth/oidc/exchange/', { code }, { auth: false }),
    loadLoginSchemas(),
  ]);
  signIn(ZLoginResponse.parse(body));
  ssoSession.set();
}
