import { ZDocumentList, ZDocumentListQuery } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity, errorResponses, pageBody } from '../../lib/route-helpers.js';
import type { DocumentsService } from './documents.service.js';

/** `GET /documents/`: a client's files across their applications. */
export function documentsRoutes(service: DocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/documents/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['documents'],
          security: bearerSecurity,
          summary: 'Files of the applications in the caller’s scope, newest first; search by name',
          querystring: ZDocumentListQuery,
          response: { 200: ZDocumentList, ...errorResponses(400, 401, 422) },
        },
      },
      async (request) =>
        pageBody(request, request.query, await service.list(request.query, actorOf(request))),
    );
  };
}
