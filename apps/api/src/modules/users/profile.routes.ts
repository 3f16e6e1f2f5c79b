import { ZProfile, ZProfilePatch } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity, errorResponses } from '../../lib/route-helpers.js';
import { presentProfile } from './users.presenter.js';
import type { UsersService } from './users.service.js';

const errors = errorResponses(401, 422);

/** GET/PATCH /api/profile/: the signed-in user's own profile. */
export function profileRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const options = { onRequest: app.authenticate };
    const meta = { tags: ['auth'], security: bearerSecurity };

    app.get(
      '/profile/',
      {
        ...options,
        schema: { ...meta, summary: 'The signed-in user', response: { 200: ZProfile, ...errors } },
      },
      async (request) => presentProfile(actorOf(request).user),
    );

    app.patch(
      '/profile/',
      {
        ...options,
        schema: {
          ...meta,
          summary: 'Change own profile fields (not e-mail or role)',
          body: ZProfilePatch,
          response: { 200: ZProfile, ...errors },
        },
      },
      async (request) =>
        presentProfile(await users.updateProfile(actorOf(request).user, request.body, request.ip)),
    );
  };
}
