import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { reportsRoutes } from './reports.routes.js';
import { ReportsService } from './reports.service.js';

export { addImportToReports, deferReportAggregates } from './reports.service.js';

/** Reports and analytics over the caller's scope, and their workbook. */
export function reportsModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(reportsRoutes(new ReportsService(deps)));
  };
}
