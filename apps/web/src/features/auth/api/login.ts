import type { TLoginRequest, TLoginResponse } from '@mutabaa/shared';
import { api, session } from '../../../lib/session';
import { ssoSession } from '../utils/sso-session';

/** Starts loading the sign-in schemas (and zod) early, e.g. when the form gets focus. */
export const loadLoginSchemas = () => import('../utils/schemas');

/**
 * What the password step led to: signed in, or the second step a user with two-factor
 * sign-in takes (`code`), or the enrolment their role requires (`setup`), with its token.
 */
export type LoginOutcome =
  { step: 'done' } | { step: 'code'; mfaToken: string } | { step: 'setup'; mfaToken: string };

/** Stores the tokens and user of a login response and announces the sign-in. */
export function signIn(data: TLoginResponse): void {
  ssoSession.clear();
  session.signIn({ access: data.access, refresh: data.refresh }, data.user);
}

/** POST /login/: signs in, or answers the second step the account asks for. */
export async function login(credentials: TLoginRequest): Promise<LoginOutcome> {
  const [body, { ZLoginStepResponse }] = await Promise.all([
    api.post('/login/', credentials, { auth: false }),
    loadLoginSchemas(),
  ]);
  const data = ZLoginStepResponse.parse(body);
  if ('mfa_required' in data) return { step: 'code', mfaToken: data.mfa_token };
  if ('mfa_setup_required' in data) return { step: 'setup', mfaToken: data.mfa_token };
  signIn(data);
  return { step: 'done' };
}
