import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@mutabaa/shared';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/connection-errors.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-helpers.js';

/** The optional parts that do not work now (e.g. `single_sign_on`); empty when all do. */
export type DegradedParts = () => string[];

export const healthRoutes =
  (degraded: DegradedParts): FastifyPluginAsyncZod =>
  async (app) => {
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
          summary:
            'Readiness: the database answers; `degraded` lists optional parts that do not work ' +
            '(single sign-on whose provider is not reachable), which keep the instance in service',
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
        // Password sign-in and everything else still work: the instance stays in service.
        const parts = degraded();
        return parts.length ? { status: 'degraded', degraded: parts } : { status: 'ok' };
      },
    );
  };
