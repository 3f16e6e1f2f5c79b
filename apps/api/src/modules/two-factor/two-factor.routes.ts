import {
  ZDetail,
  ZRecoveryCodesResponse,
  ZTwoFactorCodeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorSetupResponse,
} from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { TwoFactorService, WrongAttemptHook } from './two-factor.service.js';

/** Two-factor sign-in of the signed-in user (/2fa/…), and an admin's reset of another's. */
export function twoFactorRoutes(service: TwoFactorService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    const tags = ['auth'];
    const errors = errorResponses(400, 401, 409, 422, 429);
    // Wrong codes and passwords count like wrong current passwords: a stolen session cannot
    // try codes without end.
    const throttled = async (request: FastifyRequest): Promise<WrongAttemptHook> => {
      await app.passwordThrottle.assertAllowed(request);
      return { onWrongAttempt: () => app.passwordThrottle.recordFailure(request) };
    };

    app.post(
      '/2fa/setup/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'Start two-factor sign-in: a new secret and its otpauth:// address (for a QR code)',
          response: { 200: ZTwoFactorSetupResponse, ...errors },
        },
      },
      async (request) => service.setup(actorOf(request)),
    );

    app.post(
      '/2fa/enable/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes',
          body: ZTwoFactorCodeRequest,
          response: { 200: ZRecoveryCodesResponse, ...errors },
        },
      },
      async (request) =>
        service.enable(actorOf(request), request.body.code, await throttled(request)),
    );

    app.post(
      '/2fa/disable/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Turn two-factor sign-in off, with the password and a code',
          body: ZTwoFactorDisableRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        await service.disable(actorOf(request), request.body, await throttled(request));
        return { detail: request.t('two_factor_disabled') };
      },
    );

    app.post(
      '/2fa/recovery-codes/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A new set of recovery codes for a current code; the old set stops working',
          body: ZTwoFactorCodeRequest,
          response: { 200: ZRecoveryCodesResponse, ...errors },
        },
      },
      async (request) =>
        service.newRecoveryCodes(actorOf(request), request.body.code, await throttled(request)),
    );

    app.post(
      '/users/:id/reset-2fa/',
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags: ['users'],
          security,
          summary: "Turn another user's two-factor sign-in off, end their sessions and mail them",
          params: ZIdParams,
          response: { 200: ZDetail, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        await service.reset(actorOf(request), idOf(request.params));
        return { detail: request.t('two_factor_reset_done') };
      },
    );
  };
}
