import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationChange } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import {
  NOTIFICATIONS_BASE,
  markCachedRead,
  refreshNotifications,
  setUnreadCount,
} from './notification-cache';

/** POST mark_read/: marks the given notifications read, or all of the caller's when none are given. */
export async function markRead(ids?: number[]) {
  return ZNotificationChange.parse(
    await api.post(`${NOTIFICATIONS_BASE}/mark_read/`, ids ? { notification_ids: ids } : {}),
  );
}

/** Shows the notifications read at once, then reads the count and every list again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markRead(ids),
    onSuccess: (result, ids) => {
      markCachedRead(queryClient, ids);
      setUnreadCount(queryClient, result.unread_count);
      return refreshNotifications(queryClient);
    },
  });
}
