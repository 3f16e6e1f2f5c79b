import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZNotificationPreferencesBulkResult,
  type TNotificationPreferencesBulk,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** POST preferences/bulk_update/: several events' delivery at once; answers the saved rows. */
export async function bulkUpdatePreferences(body: TNotificationPreferencesBulk) {
  return ZNotificationPreferencesBulkResult.parse(
    await api.post(`${NOTIFICATIONS_BASE}/preferences/bulk_update/`, body),
  ).preferences;
}

export function useBulkUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdatePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
