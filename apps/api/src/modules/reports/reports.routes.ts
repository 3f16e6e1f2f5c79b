import { ZReportExportQuery, ZReportQuery, ZReportSummary } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../lib/content-types.js';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses } from '../../lib/route-helpers.js';
import type { ReportsService } from './reports.service.js';

const BASE = '/reports';
const errors = errorResponses(401, 403, 422);

/** Reports and analytics (admin and editor; an editor over their own scope). */
export function reportsRoutes(service: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];

    app.get(
      `${BASE}/summary/`,
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary: 'Every report figure for a period, an interval and the list’s filters',
          querystring: ZReportQuery,
          response: { 200: ZReportSummary, ...errors },
        },
      },
      async (request) => service.summary(request.query, actorOf(request)),
    );

    app.get(
      `${BASE}/export/`,
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary: 'The report as .xlsx (one sheet per chart), in the language of Accept-Language',
          querystring: ZReportExportQuery,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const { format: _format, ...query } = request.query;
        const file = await service.workbook(query, actorOf(request), request.lang);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
