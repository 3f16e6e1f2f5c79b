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

/**
 * The body of a delivery: the one it has, or the one composed from its draft (the payload of
 * docs/webhooks.md#events), kept (for every webhook the event went to) so that every attempt
 * and every look sends and shows the same bytes.
 */
export async function bodyOf(
  db: Executor,
  view: ApplicationView,
  row: Pick<WebhookDeliveryRow, 'id' | 'messageId' | 'body' | 'draft'>,
): Promise<string> {
  if (row.body !== null) return row.body;
  const draft = row.draft as Draft;
  const application = await view.present(db, draft.application);
  const body = JSON.stringify({
    type: draft.type,
    timestamp: draft.timestamp,
    data: { application, actor: draft.actor, ...draft.fields },
  });
  return keepBody(db, row, body);
}
