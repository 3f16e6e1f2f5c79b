import fastifyJwt from '@fastify/jwt';
import { hasRole, type Role } from '@mutabaa/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/app-error.js';
import { currentRequest } from '../lib/request-context.js';
import { ApiTokensService, isApiToken, scopeForRoute } from '../modules/api-tokens/index.js';
import { readToken } from '../modules/auth/jwt-tokens.js';
import { findSignedInUser } from '../modules/users/users.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: requires a valid access token of an active user; sets `request.actor`. */
    authenticate: onRequestAsyncHookHandler;
    /** Hook: authenticate, then require at least `role` (admin > editor > client). */
    requireRole(role: Role): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Who signed in and from where, once `authenticate` passed; read it with `actorOf`. */
    actor?: Actor;
    /** The session of the access token: the refresh token's jti, version and expiry (ms). */
    session?: SignedInSession;
  }
}

export type SignedInSession = { id: string; version: number; expiresAt: number };

export async function authPlugin(app: FastifyInstance, secret: string) {
  // Verified tokens are remembered by `readToken` (jwt-tokens.ts), not by fast-jwt's cache.
  await app.register(fastifyJwt, { secret });
  app.decorateRequest('actor', undefined);
  app.decorateRequest('session', undefined);

  const apiTokens = new ApiTokensService({ db: app.db });

  /**
   * A request with an API token (docs/api-tokens.md): the token must be known, unexpired and
   * its owner an active staff user (read on every request: a revocation or deactivation
   * takes effect at once); then the token's own rate limit; then the route must be in the
   * scope map and its scope among the token's. The owner's role is checked after, as for a
   * signed-in user.
   */
  const authenticateToken = async (request: FastifyRequest, bearer: string) => {
    const found = await apiTokens.authenticate(bearer, request.ip);
    if (!found) throw new AppError(401, 'token_invalid', { messageKey: 'api_token_invalid' });
    request.actor = { user: found.user, ip: request.ip, token: found.token };
    await app.apiTokenRateLimit(request);
    // What the audit entries of this request record beside their actor (audit-logs.repository).
    const context = currentRequest();
    if (context) {
      context.apiToken = { id: found.token.id, name: found.token.name, ownerId: found.user.id };
    }
    const scope = scopeForRoute(request.method, request.routeOptions.url);
    if (!scope) throw new AppError(403, 'token_not_allowed');
    if (!found.token.scopes.includes(scope)) {
      throw new AppError(403, 'insufficient_scope', { params: { scope }, extra: { scope } });
    }
  };

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError(401, 'not_authenticated');
    if (isApiToken(match[1])) return authenticateToken(request, match[1]);
    const claims = readToken(app.jwt, match[1], 'access');
    if (!claims) throw new AppError(401, 'token_invalid');
    // The row, not the claims, decides: a deactivated user, a changed role, a new password or
    // an ended session takes effect at once in this process, and within USER_CACHE_TTL_MS
    // (10 s) of a change made elsewhere.
    const found = await findSignedInUser(app.db, claims.user_id, claims.sid);
    const user = found?.user;
    if (!user || !user.isActive || !found.sessionActive || user.tokenVersion !== claims.ver) {
      throw new AppError(401, 'token_invalid');
    }
    request.actor = { user, ip: request.ip };
    request.session = { id: claims.sid, version: claims.ver, expiresAt: claims.exp * 1000 };
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (role: Role): onRequestAsyncHookHandler => {
    return async function (request, reply) {
      await authenticate.call(this, request, reply);
      if (!hasRole(request.actor?.user.role, role)) throw new AppError(403, 'permission_denied');
    };
  });
}
