import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from './app-error.js';

/**
 * The signed-in user making a request, and from where: what access checks read and what an
 * audit entry records. `authenticate` sets it on the request as `request.actor`.
 */
export type Actor = { user: UserRow; ip: string };

/** The actor of a route guarded by `authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, 'not_authenticated');
  return request.actor;
}
