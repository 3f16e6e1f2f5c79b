import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes, type DegradedParts } from './health.routes.js';

export type { DegradedParts } from './health.routes.js';

/**
 * Liveness and readiness; needs the database the app already holds, and what tells which
 * optional parts (single sign-on) do not work now.
 */
export function healthModule(degraded: DegradedParts = () => []): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(healthRoutes(degraded));
  };
}
