import fastifyJwt from '@fastify/jwt';
import { hasRole, type Role } from '@mutabaa/shared';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Actor } from '../lib/actor.js';
import { AppError } from '../lib/app-error.js';
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

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError(401, 'not_authenticated');
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
