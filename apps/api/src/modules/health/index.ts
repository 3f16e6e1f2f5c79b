import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health.routes.js';

/** Liveness and readiness; needs nothing but the database the app already holds. */
export function healthModule(): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(healthRoutes);
  };
}
