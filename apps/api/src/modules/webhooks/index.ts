import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhooksRoutes } from './webhooks.routes.js';
import { WebhooksService, type WebhooksDeps } from './webhooks.service.js';

export {
  attemptDelivery,
  retryDelay,
  sweepStranded,
  type DeliveryDeps,
  type OnDisabled,
} from './deliveries.js';
export { disabledNotice, WEBHOOKS_PAGE } from './disabled-notice.js';
export { coalesced, DELIVERIES_CHANNEL, DISPATCH_GAP_MS, dispatchNew } from './dispatch.js';
export { webhookOutbox, type ApplicationView, type DeliveryQueue } from './outbox.js';
export { removeOldDeliveries } from './retention.js';
export type { WebhooksDeps } from './webhooks.service.js';

/**
 * Webhooks (docs/webhooks.md): an admin's endpoints with their signing secrets, the delivery
 * log, redelivery and the test ping. The outbox and the delivery worker are started with the
 * jobs (jobs/webhooks.ts).
 */
export function webhooksModule(deps: WebhooksDeps): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(webhooksRoutes(new WebhooksService(deps)));
  };
}
