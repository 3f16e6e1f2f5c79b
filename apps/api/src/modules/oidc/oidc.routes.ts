import { ZLoginResponse, ZOidcConfigResponse, ZOidcExchangeRequest } from '@mutabaa/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-helpers.js';
import { presentUser } from '../users/index.js';
import { SIGN_IN_TTL_MS, type SsoService } from './oidc.service.js';

/** The cookie that ties a callback to the browser its sign-in began in (login CSRF). */
const STATE_COOKIE = 'mutabaa_oidc_state';
const COOKIE_PATH = '/api/auth/oidc/';
const ZRedirect = z.null().describe('Found: the Location header says where to go');

function stateCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET, which still carries it.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

function redirect(reply: FastifyReply, location: string) {
  // A browser's page, never cached: each answer is for one sign-in.
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

/**
 * Single sign-on under /api/auth/oidc/. The browser's routes (login, callback, logout) answer
 * redirects only, failures included: to the web app's sign-in page with `?sso=<code>` or
 * `?sso_error=<code>`, never a JSON body or a 500.
 */
export function oidcRoutes(sso: SsoService, publicUrl: string): FastifyPluginAsyncZod {
  const secure = publicUrl.startsWith('https:');
  return async (app) => {
    const limited = { onRequest: app.ipRateLimit };
    // The browser's routes are limited alike, but a refusal is a page too, not a 429 body.
    const browserLimited = {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          await app.ipRateLimit.call(app, request, reply);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
          return redirect(reply, `${publicUrl}/login?sso_error=sso_rate_limited`);
        }
      },
    };
    const tags = ['auth'];

    app.get(
      '/auth/oidc/config/',
      {
        schema: {
          tags,
          summary:
            'Single sign-on for the sign-in page: on or off, the button text, and whether ' +
            'password sign-in is open to all (false: admins only)',
          response: { 200: ZOidcConfigResponse },
        },
      },
      async () => sso.settings(),
    );

    app.get(
      '/auth/oidc/login/',
      {
        ...browserLimited,
        schema: {
          tags,
          summary:
            'Sign in with the OpenID provider: a redirect to it (state, nonce, PKCE S256), or ' +
            'to the sign-in page with ?sso_error= when single sign-on is off or unreachable',
          response: { 302: ZRedirect },
        },
      },
      async (request, reply) => {
        const started = await sso.begin().catch((error: unknown) => {
          request.log.error({ err: error }, 'single sign-on not started');
          return { url: `${publicUrl}/login?sso_error=sso_unavailable`, state: undefined };
        });
        if (started.state) {
          reply.header('set-cookie', stateCookie(started.state, SIGN_IN_TTL_MS / 1000, secure));
        }
        return redirect(reply, started.url);
      },
    );

    app.get(
      '/auth/oidc/callback/',
      {
        ...browserLimited,
        schema: {
          tags,
          summary:
            'The provider sends the browser back here: a redirect to the sign-in page with a ' +
            'one-time code (?sso=) or an error code (?sso_error=)',
          // The provider's parameters (code, state, iss, session_state, error…) are read from
          // the URL as they came; nothing else is accepted from it.
          response: { 302: ZRedirect },
        },
      },
      async (request, reply) => {
        const url = new URL(request.url, `${publicUrl}/`);
        const location = await sso
          .complete(
            new URL(`${publicUrl}${url.pathname}${url.search}`),
            cookieOf(request, STATE_COOKIE),
            request.ip,
          )
          .catch((error: unknown) => {
            // Only its audit entry can fail here (the database): still a page, not a 500.
            request.log.error({ err: error }, 'single sign-on callback failed');
            return `${publicUrl}/login?sso_error=sso_failed`;
          });
        reply.header('set-cookie', stateCookie('', 0, secure));
        return redirect(reply, location);
      },
    );

    app.post(
      '/auth/oidc/exchange/',
      {
        ...limited,
        schema: {
          tags,
          summary:
            "The sign-in page's one-time code (from ?sso=) for the login response; used once, " +
            'within a minute. No second factor is asked: the provider owns it',
          body: ZOidcExchangeRequest,
          response: { 200: ZLoginResponse, ...errorResponses(400, 403, 422, 429) },
        },
      },
      async (request) => {
        const { user, ...session } = await sso.exchange(request.body.code);
        return { ...session, user: presentUser(user) };
      },
    );

    app.get(
      '/auth/oidc/logout/',
      {
        schema: {
          tags,
          summary:
            "After POST /api/logout/: a redirect to the provider's sign-out page, when it has " +
            'one, coming back to the sign-in page',
          response: { 302: ZRedirect },
        },
      },
      async (_request, reply) => redirect(reply, sso.logoutUrl()),
    );
  };
}
