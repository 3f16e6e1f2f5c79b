import type { TMfaEnableRequest, TMfaEnableResponse } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { loadLoginSchemas } from './login';

/**
 * POST /login/2fa/enable/: the enrolment's first code. The answer carries the sign-in and the
 * recovery codes; the caller signs in (`signIn`) once the codes were shown and kept, since a
 * signed-in user is taken away from the sign-in page.
 */
export async function loginTwoFactorEnable(
  request: TMfaEnableRequest,
): Promise<TMfaEnableResponse> {
  const [body, { ZMfaEnableResponse }] = await Promise.all([
    api.post('/login/2fa/enable/', request, { auth: false }),
    loadLoginSchemas(),
  ]);
  return ZMfaEnableResponse.parse(body);
}
