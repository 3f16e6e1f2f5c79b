import { queryKey, ZPublicApplication } from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-helpers.js';
import type { PublicService } from './public.service.js';

/** `GET /public/transactions/{transaction_id}/`: no sign-in, rate-limited per IP. */
export function publicRoutes(service: PublicService): FastifyPluginAsyncZod {
  return async (app) => {
    // A counter of its own, so that looking up codes neither eats nor is eaten by sign-ins.
    const limit = app.createRateLimit({
      max: app.config.rateLimitIpMax,
      timeWindow: app.config.rateLimitWindowMs,
      keyGenerator: (request) => `public-view:${request.ip}`,
    });
    const limited = async (request: FastifyRequest) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    };

    app.get(
      '/public/transactions/:transaction_id/',
      {
        onRequest: limited,
        schema: {
          tags: ['public'],
          summary: 'Public view of an application (no personal data; 404 for unknown or deleted)',
          params: z.object({ transaction_id: queryKey(40) }),
          response: { 200: ZPublicApplication, ...errorResponses(404, 422, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.application(request.params.transaction_id);
      },
    );
  };
}
