import { ZApplicationExportQuery } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { bearerSecurity, errorResponses } from '../../lib/route-helpers.js';
import type { ExportsService } from './exports.service.js';

/** GET /transactions/export/ (a static path, so `/transactions/:id/` never takes it). */
export function exportsRoutes(service: ExportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transactions/export/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['applications'],
          security: bearerSecurity,
          summary:
            'Every application the list would show with these filters, search and ordering, as CSV or XLSX (streamed)',
          querystring: ZApplicationExportQuery,
          // The body is a file stream, not JSON.
          response: { 200: z.any(), ...errorResponses(401, 422) },
        },
      },
      async (request, reply) => {
        const file = await service.applications(request.query, actorOf(request), request.lang);
        return reply
          .header('content-disposition', contentDisposition(file.localName, file.fileName))
          .header('cache-control', 'no-store')
          .type(file.contentType)
          .send(file.body);
      },
    );
  };
}
