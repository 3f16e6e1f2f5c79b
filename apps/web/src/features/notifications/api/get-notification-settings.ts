import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotificationSettings } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** GET settings/: the caller's server-side notification settings (the e-mail digest). */
export async function getNotificationSettings() {
  return ZNotificationSettings.parse(await api.get(`${NOTIFICATIONS_BASE}/settings/`));
}

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
