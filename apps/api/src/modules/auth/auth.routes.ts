import {
  ZAcceptInvitationRequest,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZDetail,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginStepResponse,
  ZLogoutRequest,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordConfirmRequest,
  ZTokenRequest,
  pickLanguage,
} from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { bearerSecurity, errorResponses } from '../../lib/route-helpers.js';
import { presentUser } from '../users/index.js';
import type { AuthService, RequestContext } from './auth.service.js';

const errors = errorResponses(400, 401, 403, 422, 429);
/** The sign-in refusal of a wrong address or password (the others need the right password). */
const WRONG_PASSWORD = 'invalid_credentials';

function contextOf(request: FastifyRequest): RequestContext {
  // New accounts take the language of the page they registered from; Arabic without a header.
  return { ip: request.ip, lang: pickLanguage(request.headers['accept-language'], 'ar') };
}

/** Spec §7 Authentication, under /api. */
export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = { onRequest: app.ipRateLimit };
    const tags = ['auth'];

    app.post(
      '/login/',
      {
        ...limited,
        schema: {
          tags,
          summary:
            'Sign in: access and refresh tokens and the user, or the token of the second step ' +
            'for a user with two-factor sign-in (mfa_required) or whose role requires it ' +
            '(mfa_setup_required)',
          body: ZLoginRequest,
          response: { 200: ZLoginStepResponse, ...errors },
        },
      },
      async (request) => {
        await app.loginThrottle.assertAllowed(request);
        try {
          const result = await auth.login(request.body.email, request.body.password);
          if (!('user' in result)) return result;
          return { ...result, user: presentUser(result.user) };
        } catch (error) {
          // A wrong password counts: each failure the log keeps is one the throttle counted,
          // so a flood of them fills neither beyond its limits.
          if (error instanceof AppError && error.code === WRONG_PASSWORD) {
            await app.loginThrottle.recordFailure(request);
          }
          throw error;
        }
      },
    );

    app.post(
      '/logout/',
      {
        schema: {
          tags,
          summary: 'Sign out: ends the session of the refresh token (its access tokens too)',
          body: ZLogoutRequest.nullish(),
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        await auth.logout(request.body?.refresh);
        return { detail: request.t('logged_out') };
      },
    );

    app.post(
      '/register/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Create a client account and mail a verification link',
          body: ZRegisterRequest,
          response: { 201: ZRegisterResponse, ...errors },
        },
      },
      async (request, reply) => {
        // A used address answers the same; its owner is mailed within the per-address limit.
        const { user, detailKey } = await auth.register(request.body, {
          ...contextOf(request),
          mayMailOwner: () => app.mailThrottle(request),
        });
        return reply.code(201).send({ detail: request.t(detailKey), user: presentUser(user) });
      },
    );

    app.post(
      '/verify-email/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Verify an e-mail address with the mailed token',
          body: ZTokenRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        await auth.verifyEmail(request.body.token, contextOf(request));
        return { detail: request.t('email_verified') };
      },
    );

    app.post(
      '/resend-verification/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Mail a new verification link (same answer for any address)',
          body: ZEmailRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        // Past the per-address limit nothing is sent, and the answer stays the same.
        if (await app.mailThrottle(request)) await auth.resendVerification(request.body.email);
        return { detail: request.t('verification_sent') };
      },
    );

    app.post(
      '/reset-password/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Mail a password reset link (same answer for any address)',
          body: ZEmailRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        if (await app.mailThrottle(request)) await auth.requestPasswordReset(request.body.email);
        return { detail: request.t('reset_sent') };
      },
    );

    app.post(
      '/reset-password/confirm/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Set a new password with the mailed token',
          body: ZResetPasswordConfirmRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        await auth.confirmPasswordReset(request.body, contextOf(request));
        return { detail: request.t('password_reset_done') };
      },
    );

    app.post(
      '/accept-invitation/',
      {
        ...limited,
        schema: {
          tags,
          summary: 'Accept an invitation: choose a password with the mailed token',
          body: ZAcceptInvitationRequest,
          response: { 200: ZDetail, ...errors },
        },
      },
      async (request) => {
        await auth.acceptInvitation(request.body, contextOf(request));
        return { detail: request.t('invitation_accepted') };
      },
    );

    app.post(
      '/change-password/',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'Change the password; ends every session of the user and answers new tokens for ' +
            'the caller',
          body: ZChangePasswordRequest,
          response: { 200: ZChangePasswordResponse, ...errors },
        },
      },
      async (request) => {
        await app.passwordThrottle.assertAllowed(request);
        const tokens = await auth.changePassword(actorOf(request).user, request.body, {
          ...contextOf(request),
          onWrongPassword: () => app.passwordThrottle.recordFailure(request),
        });
        return { detail: request.t('password_changed'), ...tokens };
      },
    );

    app.post(
      '/token/refresh/',
      {
        onRequest: app.refreshRateLimit,
        schema: {
          tags,
          summary: 'A new access token; the refresh token stays valid',
          body: ZRefreshRequest,
          response: { 200: ZRefreshResponse, ...errors },
        },
      },
      async (request) => auth.refresh(request.body.refresh),
    );
  };
}
