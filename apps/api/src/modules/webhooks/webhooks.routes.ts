import {
  latinDigits,
  ZWebhook,
  ZWebhookCreate,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookDeliveryDetail,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryQuery,
  ZWebhookList,
  ZWebhookSecret,
  ZWebhookUpdate,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  pageBody,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { WebhooksService } from './webhooks.service.js';

const ZDeliveryParams = z.object({
  id: latinDigits(z.string().max(20)),
  delivery: latinDigits(z.string().max(20)),
});
const ids = (params: { id: string; delivery: string }) =>
  [idOf(params), idOf({ id: params.delivery })] as const;

/** Webhooks: admin only (docs/webhooks.md). */
export function webhooksRoutes(service: WebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { onRequest: app.requireRole('admin') };
    const tags = ['webhooks'];

    app.get(
      '/webhooks/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Webhooks, oldest first',
          response: { 200: ZWebhookList, ...errorResponses(401, 403) },
        },
      },
      () => service.list(),
    );

    app.post(
      '/webhooks/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Add a webhook; the answer holds its signing secret, shown this once',
          body: ZWebhookCreate,
          response: { 201: ZWebhookCreated, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.create(request.body, actorOf(request));
      },
    );

    app.get(
      '/webhooks/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'One webhook',
          params: ZIdParams,
          response: { 200: ZWebhook, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => service.get(idOf(request.params)),
    );

    app.patch(
      '/webhooks/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change a webhook (turning it on again restarts its failing time)',
          params: ZIdParams,
          body: ZWebhookUpdate,
          response: { 200: ZWebhook, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (request) => service.update(idOf(request.params), request.body, actorOf(request)),
    );

    app.delete(
      '/webhooks/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Remove a webhook with its delivery log',
          params: ZIdParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await service.remove(idOf(request.params), actorOf(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/webhooks/:id/rotate-secret/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Issue a new signing secret, shown this once; the old one stops at once',
          params: ZIdParams,
          response: { 200: ZWebhookSecret, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => service.rotateSecret(idOf(request.params), actorOf(request)),
    );

    app.post(
      '/webhooks/:id/test/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Send a ping to the webhook',
          params: ZIdParams,
          response: { 202: ZWebhookDelivery, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        reply.code(202);
        return service.test(idOf(request.params), actorOf(request));
      },
    );

    app.get(
      '/webhooks/:id/deliveries/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'The delivery log of a webhook, newest first',
          params: ZIdParams,
          querystring: ZWebhookDeliveryQuery,
          response: { 200: ZWebhookDeliveryPage, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) =>
        pageBody(
          request,
          request.query,
          await service.deliveries(idOf(request.params), request.query),
        ),
    );

    app.get(
      '/webhooks/:id/deliveries/:delivery/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'One delivery: what was sent and the start of the last answer',
          params: ZDeliveryParams,
          response: { 200: ZWebhookDeliveryDetail, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => service.delivery(...ids(request.params)),
    );

    app.post(
      '/webhooks/:id/deliveries/:delivery/redeliver/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Send a delivery again (same webhook-id and body), as a new delivery',
          params: ZDeliveryParams,
          response: { 202: ZWebhookDelivery, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const [id, delivery] = ids(request.params);
        reply.code(202);
        return service.redeliver(id, delivery, actorOf(request));
      },
    );
  };
}
