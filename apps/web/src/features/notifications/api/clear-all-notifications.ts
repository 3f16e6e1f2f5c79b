import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationChange } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE, refreshNotifications } from './notification-cache';

/** DELETE clear_all/: every notification of the caller, whatever a list shows. */
export async function clearAllNotifications() {
  return ZNotificationChange.parse(await api.delete(`${NOTIFICATIONS_BASE}/clear_all/`));
}

export function useClearAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: () => refreshNotifications(queryClient),
  });
}
