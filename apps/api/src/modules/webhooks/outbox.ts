import type { TApplication } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { WebhookEvents } from '../../lib/webhook-events.js';
import { newMessageId } from './signing.js';
import { insertDeliveries, subscribedWebhookIds } from './webhooks.repository.js';

/** The application as an admin sees it through the API (the applications module gives it). */
export type PresentApplication = (
  db: Executor,
  application: ApplicationRow | number,
) => Promise<TApplication | undefined>;

/** Starts the posting of deliveries: a job, queued in the caller's transaction. */
export type DeliveryQueue = {
  kick(executor: Executor, ids: number[], afterSeconds?: number): Promise<void>;
};

/**
 * The outbox: an event becomes one delivery per active webhook that takes it, written in the
 * transaction of the change, with one job to post them. Nothing is read or written when no
 * webhook takes the event. The payload is fixed at the moment of the change.
 */
export function webhookOutbox(queue: DeliveryQueue, present: PresentApplication): WebhookEvents {
  return {
    async emit(tx, event) {
      const hooks = await subscribedWebhookIds(tx, event.type, event.internal ?? false);
      if (hooks.length === 0) return;
      const application = await present(tx, event.application);
      if (!application) return;
      const actor = event.actor
        ? { id: event.actor.id, full_name: event.actor.fullName, email: event.actor.email }
        : null;
      const body = JSON.stringify({
        type: event.type,
        timestamp: new Date().toISOString(),
        data: { application, actor, ...event.fields },
      });
      const ids = await insertDeliveries(
        tx,
        hooks.map((webhookId) => ({
          webhookId,
          messageId: newMessageId(),
          event: event.type,
          orderKey: application.id,
          body,
        })),
      );
      await queue.kick(tx, ids);
    },
  };
}
