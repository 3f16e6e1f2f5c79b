import type { Executor } from '../../db/client.js';
import type { WebhookDeliveryRow } from '../../db/schema/index.js';
import type { ApplicationView } from './outbox.js';
import { keepBody } from './webhooks.repository.js';

/** A delivery's draft, as the outbox writes it (outbox.ts). */
type Draft = {
  type: string;
  timestamp: string;
  application: Record<string, unknown>;
  actor: unknown;
  fields: Record<string, unknown>;
};

/** Compositions under way in this process, by message id (one message, many webhooks). */
const composing = new Map<string, Promise<string>>();

/**
 * The body of a delivery: the one it has, or the one composed from its draft (the payload of
 * docs/webhooks.md#events), kept (for every webhook the event went to) so that every attempt
 * and every look sends and shows the same bytes. The deliveries of one message attempted at
 * once in this process share one composition.
 */
export async function bodyOf(
  db: Executor,
  view: ApplicationView,
  row: Pick<WebhookDeliveryRow, 'id' | 'messageId' | 'body' | 'draft'>,
): Promise<string> {
  if (row.body !== null) return row.body;
  const under = composing.get(row.messageId);
  if (under) return under;
  const composed = compose(db, view, row);
  composing.set(row.messageId, composed);
  try {
    return await composed;
  } finally {
    composing.delete(row.messageId);
  }
}

async function compose(
  db: Executor,
  view: ApplicationView,
  row: Pick<WebhookDeliveryRow, 'id' | 'messageId' | 'draft'>,
): Promise<string> {
  const draft = row.draft as Draft;
  const application = await view.present(db, draft.application);
  const body = JSON.stringify({
    type: draft.type,
    timestamp: draft.timestamp,
    data: { application, actor: draft.actor, ...draft.fields },
  });
  return keepBody(db, row, body);
}
