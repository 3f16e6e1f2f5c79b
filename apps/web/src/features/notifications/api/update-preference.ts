import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZNotificationPreference,
  type TNotificationPreference,
  type TNotificationPreferencePatch,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** PATCH preferences/{id}/: one event's in-app or e-mail delivery. */
export async function updatePreference(id: number, patch: TNotificationPreferencePatch) {
  return ZNotificationPreference.parse(
    await api.patch(`${NOTIFICATIONS_BASE}/preferences/${id}/`, patch),
  );
}

/** Saves one event's delivery and puts the server's answer in the cached list. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TNotificationPreferencePatch }) =>
      updatePreference(id, patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<TNotificationPreference[]>(notificationKeys.preferences(), (list) =>
        list?.map((p) => (p.id === saved.id ? saved : p)),
      ),
  });
}
