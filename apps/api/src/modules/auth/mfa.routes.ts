import {
  ZLoginResponse,
  ZMfaEnableRequest,
  ZMfaEnableResponse,
  ZMfaLoginRequest,
  ZMfaSetupRequest,
  ZTwoFactorSetupResponse,
} from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { errorResponses } from '../../lib/route-helpers.js';
import type { SignInChallenges, SignInThrottle } from '../two-factor/index.js';
import { presentUser } from '../users/index.js';
import type { AuthService } from './auth.service.js';

const errors = errorResponses(400, 401, 403, 409, 422, 429);

/**
 * The second step of a password sign-in, under /api: a code or recovery code (POST
 * /login/2fa/), or the enrolment the user's role requires (…/setup/, …/enable/). Each answers
 * the sign-in's token from POST /login/ and ends with the spec's login response.
 */
export function mfaLoginRoutes(
  auth: AuthService,
  challenges: SignInChallenges,
): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = { onRequest: app.ipRateLimit };
    const tags = ['auth'];
    // Wrong codes count with wrong passwords, against the step's account.
    const throttleOf = (request: FastifyRequest): SignInThrottle => ({
      assertAllowed: (email) => app.loginThrottle.assertAllowed(request, email),
      recordFailure: (email) => app.loginThrottle.recordFailure(request, email),
    });
    const signIn = async (tx: Executor, user: UserRow, how: Record<string, unknown>) => ({
      ...(await auth.openSignIn(tx, user, how)),
      user: presentUser(user),
    });

    app.post(
      '/login/2fa/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Sign in, second step: the code of the authenticator app, or a recovery code',
          body: ZMfaLoginRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request) => challenges.answer(request.body, throttleOf(request), signIn),
    );

    app.post(
      '/login/2fa/setup/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Sign in, required enrolment: the new secret and its otpauth:// address',
          body: ZMfaSetupRequest,
          response: { 200: ZTwoFactorSetupResponse, ...errors },
        },
      },
      async (request) => challenges.offerSecret(request.body.mfa_token),
    );

    app.post(
      '/login/2fa/enable/',
      {
        ...limited,
        schema: {
          tags,
          summary:
            'Sign in, required enrolment: its first code turns two-factor sign-in on; the ' +
            'login response and the recovery codes',
          body: ZMfaEnableRequest,
          response: { 200: ZMfaEnableResponse, ...errors },
        },
      },
      async (request) => {
        const { session, codes } = await challenges.enable(
          request.body.mfa_token,
          request.body.code,
          throttleOf(request),
          signIn,
        );
        return { ...session, recovery_codes: codes };
      },
    );
  };
}
