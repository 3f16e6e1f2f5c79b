import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { dashboardsRoutes } from './dashboards.routes.js';
import { DashboardsService } from './dashboards.service.js';

/** One dashboard per role, the admin's also as a workbook. */
export function dashboardsModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(dashboardsRoutes(new DashboardsService(deps)));
  };
}
