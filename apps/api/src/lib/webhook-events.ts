import type { WebhookEvent } from '@mutabaa/shared';
import type { Executor } from '../db/client.js';
import type { ApplicationRow, UserRow } from '../db/schema/index.js';

/** One event of an application, told to the webhooks that take it (docs/webhooks.md#events). */
export type WebhookEventInput = {
  type: WebhookEvent;
  /** The application as it stands after the change (or its id, read in the transaction). */
  application: ApplicationRow | number;
  /** Who caused it; none for the service levels' warnings and breaches. */
  actor?: Pick<UserRow, 'id' | 'fullName' | 'email'> | null;
  /** The event's own fields (from and to, the comment, the file). */
  fields?: Record<string, unknown>;
  /** Told only to the webhooks that include internal events (an internal comment). */
  internal?: boolean;
};

/**
 * Writes an event's deliveries inside the caller's transaction (an outbox): they exist exactly
 * when the change commits, and a job posts them after. The webhooks module gives it.
 */
export type WebhookEvents = {
  emit(tx: Executor, event: WebhookEventInput): Promise<void>;
  /** One event of `type` for each application of `applicationIds` (an import's). */
  emitEach(
    tx: Executor,
    type: WebhookEvent,
    applicationIds: number[],
    actor: WebhookEventInput['actor'],
  ): Promise<void>;
};
