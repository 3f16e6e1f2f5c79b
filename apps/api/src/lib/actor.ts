import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { currentUser } from '../plugins/auth.js';

/** Who makes a change and from where: what an audit entry records. */
export type Actor = { user: UserRow; ip: string };

export function actorOf(request: FastifyRequest): Actor {
  return { user: currentUser(request), ip: request.ip };
}
