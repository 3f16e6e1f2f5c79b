import { ZDocumentList, ZDocumentListQuery, ZError } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { pageLinks } from '../../lib/pagination.js';
import type { DocumentsService } from './documents.service.js';

/** DESIGN §5 `GET /documents/`. */
export function documentsRoutes(service: DocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/documents/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['documents'],
          security: [{ bearerAuth: [] }],
          summary: 'Files of the applications in the caller’s scope, newest first; search by name',
          querystring: ZDocumentListQuery,
          response: { 200: ZDocumentList, 400: ZError, 401: ZError, 422: ZError },
        },
      },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        const { count, results } = await service.list(request.query, actorOf(request));
        return { count, ...pageLinks(request, page, pageSize, count), results };
      },
    );
  };
}
