import type { TLoginRequest, TLoginResponse } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';

/** Starts loading the sign-in schemas (and zod) early, e.g. when the form gets focus. */
export const loadLoginSchemas = () => import('../utils/schemas');

/** POST /login/: stores the tokens and user and announces the sign-in. */
export async function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  const [body, { ZLoginResponse }] = await Promise.all([
    api.post('/login/', credentials, { auth: false }),
    loadLoginSchemas(),
  ]);
  const data = ZLoginResponse.parse(body);
  session.signIn({ access: data.access, refresh: data.refresh }, data.user);
  return data;
}
