import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, ZUnreadCount } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** GET /notifications/notifications/unread_count/: how many of the caller's are unread. */
export async function getUnreadCount(signal?: AbortSignal) {
  return ZUnreadCount.parse(await api.get(`${NOTIFICATIONS_BASE}/unread_count/`, { signal })).count;
}

/** The header's count, polled every 30 s; a failure is logged only. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => {
      try {
        return await getUnreadCount(signal);
      } catch (error) {
        if (!signal.aborted) console.error(error);
        throw error;
      }
    },
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
