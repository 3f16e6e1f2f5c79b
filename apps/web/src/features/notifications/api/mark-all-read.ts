import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationChange } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import {
  NOTIFICATIONS_BASE,
  markCachedRead,
  refreshNotifications,
  setUnreadCount,
} from './notification-cache';

/** POST mark_all_read/: every notification of the caller, whatever a list shows. */
export async function markAllRead() {
  return ZNotificationChange.parse(await api.post(`${NOTIFICATIONS_BASE}/mark_all_read/`));
}

/** Shows every cached notification read at once, then reads the count and lists again. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (result) => {
      markCachedRead(queryClient, 'all');
      setUnreadCount(queryClient, result.unread_count);
      return refreshNotifications(queryClient);
    },
  });
}
