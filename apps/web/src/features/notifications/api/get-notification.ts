import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotification } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys } from './query-keys';

/** GET /notifications/notifications/{id}/: one of the caller's notifications. */
export async function getNotification(id: number) {
  return ZNotification.parse(await api.get(`${NOTIFICATIONS_BASE}/${id}/`));
}

export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: () => getNotification(id),
  });

export function useNotification(id: number) {
  return useQuery(notificationQuery(id));
}
