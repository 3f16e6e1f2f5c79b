import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  HEADER_NOTIFICATION_COUNT,
  MAX_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
  ZNotificationList,
  type TNotificationList,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { NOTIFICATIONS_BASE } from './notification-cache';
import { notificationKeys, type NotificationListFilter } from './query-keys';

const EMPTY_LIST: TNotificationList = { count: 0, next: null, previous: null, results: [] };
const HEADER_FILTER: NotificationListFilter = { page_size: HEADER_NOTIFICATION_COUNT };
/** The centre reads pages at the largest size the API allows. */
export const CENTRE_PAGE_SIZE = MAX_PAGE_SIZE;

/** GET /notifications/notifications/: one page of the caller's notifications, newest first. */
export async function getNotifications(
  filter: NotificationListFilter = {},
  signal?: AbortSignal,
): Promise<TNotificationList> {
  return ZNotificationList.parse(
    await api.get(`${NOTIFICATIONS_BASE}/`, { query: filter, signal }),
  );
}

/** Spec §8: a list that fails to load is logged and shown empty. */
async function getNotificationsOrEmpty(filter: NotificationListFilter, signal?: AbortSignal) {
  try {
    return await getNotifications(filter, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(error);
    return EMPTY_LIST;
  }
}

export const notificationListQuery = (filter: NotificationListFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotificationsOrEmpty(filter, signal),
  });

/** The header dropdown's 5 latest, polled with the count. */
export function useLatestNotifications() {
  return useQuery({
    ...notificationListQuery(HEADER_FILTER),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** Pages of the centre's list matching `filter`, newest first; more are read on demand. */
export function useNotificationPages(
  filter: Omit<NotificationListFilter, 'page' | 'page_size'> = {},
  pageSize: number = CENTRE_PAGE_SIZE,
) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(pageSize, filter),
    queryFn: ({ pageParam, signal }) =>
      getNotificationsOrEmpty({ ...filter, page: pageParam, page_size: pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}
