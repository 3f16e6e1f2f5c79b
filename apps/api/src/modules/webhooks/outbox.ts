import type { TApplication, WebhookEvent } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { WebhookEventInput, WebhookEvents } from '../../lib/webhook-events.js';
import { newMessageId } from './signing.js';
import {
  insertEventDeliveries,
  subscribedWebhookIds,
  type EventDraft,
} from './webhooks.repository.js';

/** The applications as the webhooks tell of them (the applications module gives it). */
export type ApplicationView = {
  /** Listed applications' rows, by id (those still listed only). */
  find(db: Executor, ids: number[]): Promise<ApplicationRow[]>;
  /** A row kept in a draft (JSON) as the API presents it to an admin. */
  present(db: Executor, kept: Record<string, unknown>): Promise<TApplication>;
};

/** Starts the posting of deliveries: a job, queued in the caller's transaction. */
export type DeliveryQueue = {
  kick(executor: Executor, ids: number[], afterSeconds?: number): Promise<void>;
};

/**
 * What a delivery keeps of its event until its body is composed (drafts.ts): the type and
 * time, the application's row as the change left it (its search text aside), the actor and
 * the event's own fields.
 */
function draftOf(
  type: WebhookEvent,
  row: ApplicationRow,
  event: Pick<WebhookEventInput, 'actor' | 'fields'>,
  timestamp: string,
): EventDraft {
  const { searchText: _searchText, ...application } = row;
  const actor = event.actor
    ? { id: event.actor.id, full_name: event.actor.fullName, email: event.actor.email }
    : null;
  return {
    messageId: newMessageId(),
    orderKey: row.id,
    draft: { type, timestamp, application, actor, fields: event.fields ?? {} },
  };
}

/**
 * The outbox: an event becomes one delivery per active webhook that takes it, written in the
 * transaction of the change in one statement. That is all the change pays: the rows announce
 * themselves when it commits, and a worker queues their jobs (dispatch.ts) and composes each
 * message from its draft (drafts.ts). Nothing is written when no webhook takes the event.
 */
export function webhookOutbox(view: ApplicationView): WebhookEvents {
  return {
    async emit(tx, event) {
      const internal = event.internal ?? false;
      let row: ApplicationRow | undefined;
      if (typeof event.application === 'number') {
        // Read only when some webhook takes it.
        if ((await subscribedWebhookIds(tx, event.type, internal)).length === 0) return;
        [row] = await view.find(tx, [event.application]);
        if (!row) return;
      } else {
        row = event.application;
      }
      await insertEventDeliveries(tx, event.type, internal, [
        draftOf(event.type, row, event, new Date().toISOString()),
      ]);
    },
    async emitEach(tx, type, applicationIds, actor) {
      if (applicationIds.length === 0) return;
      if ((await subscribedWebhookIds(tx, type, false)).length === 0) return;
      const timestamp = new Date().toISOString();
      const rows = await view.find(tx, applicationIds);
      await insertEventDeliveries(
        tx,
        type,
        false,
        rows.map((row) => draftOf(type, row, { actor }, timestamp)),
      );
    },
  };
}
