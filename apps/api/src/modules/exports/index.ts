import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { exportsRoutes } from './exports.routes.js';
import { ExportsService } from './exports.service.js';

/** The application list as a CSV or XLSX file. */
export function exportsModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(exportsRoutes(new ExportsService(deps)));
  };
}
