import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE, refreshNotifications } from './notification-cache';

/** DELETE /notifications/notifications/{id}/: one of the caller's notifications. */
export async function deleteNotification(id: number) {
  await api.delete(`${NOTIFICATIONS_BASE}/${id}/`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => refreshNotifications(queryClient),
  });
}
