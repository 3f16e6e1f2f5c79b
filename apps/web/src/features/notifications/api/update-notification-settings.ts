import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationSettings, type TNotificationSettings } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** PATCH settings/: answers the settings as saved. */
export async function updateNotificationSettings(body: TNotificationSettings) {
  return ZNotificationSettings.parse(await api.patch(`${NOTIFICATIONS_BASE}/settings/`, body));
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
