import { ZReportQuery, ZReportSummary } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses } from '../../lib/route-helpers.js';
import type { ReportsService } from './reports.service.js';

const BASE = '/reports';
const errors = errorResponses(401, 403, 422);

/** Reports and analytics (spec §2: admin and editor; an editor over their own scope). */
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
  };
}
