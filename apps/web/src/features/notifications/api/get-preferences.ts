import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotificationPreferenceList } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** GET preferences/: the caller's in-app and e-mail delivery, one row per event. */
export async function getPreferences() {
  return ZNotificationPreferenceList.parse(await api.list(`${NOTIFICATIONS_BASE}/preferences/`));
}

export const preferencesQuery = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQuery());
}
