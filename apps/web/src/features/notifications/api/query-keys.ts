import type { NotificationType } from '@mutabaa/shared';

export type NotificationListFilter = {
  page?: number;
  page_size?: number;
  type?: NotificationType;
  is_read?: boolean;
  created_at_after?: string;
  created_at_before?: string;
};

/**
 * Every cache entry of the feature. The bell, the centre, the mutations and the event stream
 * all read and write through these keys, so one change shows everywhere at once.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationListFilter) => [...notificationKeys.lists(), filter] as const,
  pages: (pageSize: number, filter: NotificationListFilter) =>
    [...notificationKeys.lists(), 'pages', pageSize, filter] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
