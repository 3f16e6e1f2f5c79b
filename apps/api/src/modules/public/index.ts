import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { publicRoutes } from './public.routes.js';
import { PublicService } from './public.service.js';

/** The public view of an application by its transaction id, without sign-in. */
export function publicModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(publicRoutes(new PublicService(deps)));
  };
}
