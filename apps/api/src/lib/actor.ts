import type { ApiTokenScope } from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from './app-error.js';

/** The API token a request came with (docs/api-tokens.md): it acts as its owner, in its scopes. */
export type ActorToken = { id: number; name: string; scopes: readonly ApiTokenScope[] };

/**
 * The signed-in user making a request, and from where: what access checks read and what an
 * audit entry records. `authenticate` sets it on the request as `request.actor`; `token` is
 * there when the request came with an API token instead of a session.
 */
export type Actor = { user: UserRow; ip: string; token?: ActorToken };

/** The actor of a route guarded by `authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, 'not_authenticated');
  return request.actor;
}
