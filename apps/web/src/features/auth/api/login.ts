import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';

/** POST /login/: stores the tokens and user and announces the sign-in. */
export async function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  const body = await api.post('/login/', credentials, { auth: false });
  const data = ZLoginResponse.parse(body);
  session.signIn({ access: data.access, refresh: data.refresh }, data.user);
  return data;
}
