import type { TNotification } from '@mutabaa/shared';
import type { NotificationRow } from '../../db/schema/index.js';

/** A notification as the API and the stream send it (ZNotification). */
export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    category: row.category,
    event: row.event,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    application_id: row.applicationId,
  };
}
