import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationList } from '@mutabaa/shared';
import { notificationKeys } from './query-keys';

/** The notification service: every call under /notifications/notifications/. */
export const NOTIFICATIONS_BASE = '/notifications/notifications';

/** A change anywhere: the count and every list are read again. */
export function refreshNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false });
}

/** Every list (the bell's and the centre's pages) is read again; the count is left alone. */
export function refreshNotificationLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

/** The header's count as the server last answered it. */
export function setUnreadCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(notificationKeys.unreadCount(), count);
}

type CachedList = TNotificationList | InfiniteData<TNotificationList, number>;

/** Marks lists' notifications read in the cache at once, before the lists are read again. */
export function markCachedRead(queryClient: QueryClient, ids: readonly number[] | 'all') {
  const mark = (list: TNotificationList): TNotificationList => ({
    ...list,
    results: list.results.map((n: TNotification) =>
      ids === 'all' || ids.includes(n.id) ? { ...n, is_read: true } : n,
    ),
  });
  queryClient.setQueriesData<CachedList>({ queryKey: notificationKeys.lists() }, (cached) => {
    if (!cached) return cached;
    return 'pages' in cached ? { ...cached, pages: cached.pages.map(mark) } : mark(cached);
  });
}
