import { ID_MAX, queryInt } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity, errorResponses } from '../../lib/route-helpers.js';
import type { NotificationHub } from './hub.js';

/** What a reconnecting reader names as the last notification it received. */
const ZEventId = queryInt(0, ID_MAX);

/** How long a reader waits before reconnecting. */
const RETRY_MS = 3000;

/** `GET /notifications/stream/`: server-sent events of the caller's notifications. */
export function streamRoutes(hub: NotificationHub): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications/stream/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['notifications'],
          security: bearerSecurity,
          summary:
            'Server-sent events: `notification` (ZStreamNotification, id = notification id) for ' +
            'each new one, `unread` (ZStreamUnread) when the count changes, `: ping` every 25 s; ' +
            'it ends when the access token expires or its session ends (within 10 s)',
          headers: z.object({ 'last-event-id': ZEventId.optional() }),
          querystring: z.object({ last_event_id: ZEventId.optional() }),
          response: errorResponses(401, 422),
        },
      },
      async (request, reply) => {
        const { user } = actorOf(request);
        const lastEventId = request.headers['last-event-id'] ?? request.query.last_event_id;
        // Written straight to the socket: no serializer, no compression, no buffering.
        reply.hijack();
        const response = reply.raw;
        // Security headers set so far (helmet), then the ones a stream needs.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) response.setHeader(name, value);
        }
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        request.raw.socket.setNoDelay(true);
        response.write(`retry: ${RETRY_MS}\n\n`);
        try {
          await hub.open(user.id, response, lastEventId, request.session);
        } catch (error) {
          request.log.error({ err: error }, 'notifications: opening a stream failed');
          response.end();
        }
      },
    );
  };
}
