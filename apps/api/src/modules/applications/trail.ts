import type { HistoryKind } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { WebhookEventInput } from '../../lib/webhook-events.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { insertHistory } from './applications.repository.js';

// What every change leaves behind, in the changing transaction: history entries (shown on
// the application) and an audit entry (for admins).

export type HistoryEntry = {
  kind: HistoryKind;
  field?: string;
  from?: unknown;
  to?: unknown;
  comment?: string;
};

export async function writeHistory(
  tx: Executor,
  actor: Actor,
  applicationId: number,
  entries: HistoryEntry[],
): Promise<void> {
  await insertHistory(
    tx,
    entries.map((e) => ({
      applicationId,
      actorId: actor.user.id,
      kind: e.kind,
      field: e.field ?? null,
      fromValue: e.from ?? null,
      toValue: e.to ?? null,
      comment: e.comment ?? '',
    })),
  );
}

/** Tells the webhooks of a change, in its transaction (nothing without a notifier). */
export async function tellWebhooks(
  notifier: { webhooks?: { emit(tx: Executor, e: WebhookEventInput): Promise<void> } } | undefined,
  tx: Executor,
  event: WebhookEventInput,
): Promise<void> {
  await notifier?.webhooks?.emit(tx, event);
}

export async function auditApplication(
  tx: Executor,
  actor: Actor,
  action: string,
  row: ApplicationRow,
  changes: Record<string, unknown>,
): Promise<void> {
  await writeAuditLog(tx, {
    actorId: actor.user.id,
    action,
    entityType: 'application',
    entityId: String(row.id),
    changes,
    ip: actor.ip,
  });
}
