import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { documentsRoutes } from './documents.routes.js';
import { DocumentsService } from './documents.service.js';

/** The files of every application in the caller's scope. */
export function documentsModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(documentsRoutes(new DocumentsService(deps)));
  };
}
