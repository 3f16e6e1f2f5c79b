import type {
  TWebhook,
  TWebhookDelivery,
  TWebhookDeliveryDetail,
  WebhookDeliveryStatus,
} from '@mutabaa/shared';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index.js';

export function presentWebhook(row: WebhookRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    description: row.description,
    include_internal: row.includeInternal,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    duration_ms: row.durationMs,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A delivery with its body (composed from its draft when it had none yet: drafts.ts). */
export function presentDeliveryDetail(
  row: WebhookDeliveryRow,
  body: string,
): TWebhookDeliveryDetail {
  return {
    ...presentDelivery(row),
    message_id: row.messageId,
    request_body: body,
    response_body: row.responseBody,
  };
}
