import type { Role } from '@mutabaa/shared';
import { totpCode } from '../../modules/two-factor/totp.js';
import { TEST_PASSWORD, type Session } from '../factories.js';
import {
  adminOnly,
  everyone,
  freshSession,
  signedIn,
  type AccessRow,
  type RequestParts,
} from './access-rules.js';
import { ROLE_OF, type ActorName, type World } from './world.js';

/** The code of the next time step: the enabling one (the current step's) is spent. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Turns two-factor sign-in on for `session`'s user through the API. */
async function enrol(w: World, session: Session) {
  const post = (url: string, payload?: object) =>
    w.app.inject({ method: 'POST', url, payload, headers: session.auth });
  const { secret } = (await post('/api/2fa/setup/')).json<{ secret: string }>();
  const enabled = await post('/api/2fa/enable/', { code: totpCode(secret, Date.now()) });
  if (enabled.statusCode !== 200) throw new Error(`enrolment failed: ${enabled.body}`);
  return { secret, codes: enabled.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** A fresh user of the actor's role with two-factor sign-in on, and a request of theirs. */
async function enrolledRequest(
  w: World,
  actor: ActorName,
  body: (secret: string, codes: string[]) => unknown,
): Promise<RequestParts> {
  const session = await freshSession(w, actor);
  if (!session) return { session, body: body('', ['']) };
  const { secret, codes } = await enrol(w, session);
  return { session, body: body(secret, codes) };
}

/** A new user of `role` with two-factor sign-in on, past the password: the step's token. */
async function signInStep(w: World, role: Role) {
  const session = await w.freshSession(role);
  const { codes } = await enrol(w, session);
  const login = await w.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: session.user.email, password: TEST_PASSWORD },
  });
  return { token: login.json<{ mfa_token: string }>().mfa_token, codes, user: session.user };
}

/** Two-factor sign-in: enrolment, the second step of sign-in, an admin's reset. */
export const TWO_FACTOR_ACCESS: Record<string, AccessRow> = {
  'POST /api/2fa/setup/': {
    expect: signedIn(200),
    request: async (w, actor) => ({ session: await freshSession(w, actor) }),
  },
  'POST /api/2fa/enable/': {
    expect: signedIn(200),
    request: async (w, actor) => {
      const session = await freshSession(w, actor);
      if (!session) return { session, body: { code: '123456' } };
      const setup = await w.app.inject({
        method: 'POST',
        url: '/api/2fa/setup/',
        headers: session.auth,
      });
      const { secret } = setup.json<{ secret: string }>();
      return { session, body: { code: totpCode(secret, Date.now()) } };
    },
  },
  'POST /api/2fa/disable/': {
    expect: signedIn(200),
    request: (w, actor) =>
      enrolledRequest(w, actor, (secret) => ({ password: TEST_PASSWORD, code: nextCode(secret) })),
  },
  'POST /api/2fa/recovery-codes/': {
    expect: signedIn(200),
    request: (w, actor) => enrolledRequest(w, actor, (secret) => ({ code: nextCode(secret) })),
  },
  'POST /api/users/{id}/reset-2fa/': {
    expect: adminOnly(200),
    request: async (w) => {
      const { user } = await signInStep(w, 'client');
      return { params: { id: user.id } };
    },
  },
  'POST /api/login/2fa/': {
    expect: everyone(200),
    request: async (w, actor) => {
      const { token, codes } = await signInStep(
        w,
        actor === 'anonymous' ? 'client' : ROLE_OF[actor],
      );
      return { body: { mfa_token: token, recovery_code: codes[0] } };
    },
  },
  // A token of the enrolment a role requires needs the setting, which would change every other
  // row's sign-in: an unknown token here, the flow itself in the API tests.
  'POST /api/login/2fa/setup/': {
    expect: everyone(401),
    request: () => ({ body: { mfa_token: 'unknown-token' } }),
  },
  'POST /api/login/2fa/enable/': {
    expect: everyone(401),
    request: () => ({ body: { mfa_token: 'unknown-token', code: '123456' } }),
  },
};
