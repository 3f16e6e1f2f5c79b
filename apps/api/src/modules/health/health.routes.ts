import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@mutabaa/shared';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/connection-errors.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-helpers.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: ZHealth } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready/',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: ZHealth, ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        const seconds = DATABASE_RETRY_AFTER_SECONDS;
        throw new AppError(503, 'service_unavailable', {
          headers: { 'retry-after': String(seconds) },
        });
      }
      return { status: 'ok' };
    },
  );
};
