import {
  ZApiTokenList,
  ZApiTokenListQuery,
  ZCreateApiTokenRequest,
  ZCreatedApiToken,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { ApiTokensService } from './api-tokens.service.js';

/**
 * Personal API tokens (/tokens/…): staff manage their own, admins everyone's. No token may
 * call these routes (they are outside the scope map).
 */
export function apiTokensRoutes(service: ApiTokensService): FastifyPluginAsyncZod {
  return async (app) => {
    const staff = { onRequest: app.requireRole('editor') };
    const tags = ['tokens'];

    app.get(
      '/tokens/',
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: "The signed-in user's API tokens; all=true: everyone's (admins)",
          querystring: ZApiTokenListQuery,
          response: { 200: ZApiTokenList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        results: await service.list(actorOf(request), request.query.all ?? false),
      }),
    );

    app.post(
      '/tokens/',
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'A new API token with its scopes; the token is in this answer only',
          body: ZCreateApiTokenRequest,
          response: { 201: ZCreatedApiToken, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const created = await service.create(actorOf(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.delete(
      '/tokens/:id/',
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: "Revoke an API token: one's own, or anyone's for an admin",
          params: ZIdParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await service.revoke(actorOf(request), idOf(request.params));
        return reply.code(204).send(null);
      },
    );
  };
}
