import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationType,
  type TNotification,
} from '@mutabaa/shared';
import { paths } from '../../../config/paths';

export type NotificationKind = NotificationType | 'other';

/** Spec §3: the header treats an unknown type as "other". */
export function kindOf(type: unknown): NotificationKind {
  return (NOTIFICATION_TYPES as readonly unknown[]).includes(type)
    ? (type as NotificationType)
    : 'other';
}

/** Spec §3: an unknown category is shown as info. */
export function categoryOf(category: unknown): NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly unknown[]).includes(category)
    ? (category as NotificationCategory)
    : 'info';
}

/** Where a notification leads: its application, else the notification centre. */
export function notificationHref(item: Pick<TNotification, 'application_id'>): string {
  return item.application_id === null
    ? paths.notifications.getHref()
    : paths.transactionDetail.getHref(item.application_id);
}
