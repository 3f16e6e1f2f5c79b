import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  HEADER_NOTIFICATION_COUNT,
  MAX_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
  ZAnnouncementResult,
  ZNotification,
  ZNotificationChange,
  ZNotificationList,
  ZNotificationPreference,
  ZNotificationPreferenceList,
  ZNotificationPreferencesBulkResult,
  ZNotificationSettings,
  ZUnreadCount,
  type NotificationType,
  type TAnnouncement,
  type TNotification,
  type TNotificationList,
  type TNotificationPreferencePatch,
  type TNotificationPreferencesBulk,
  type TNotificationSettings,
} from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** The notification service: every call of spec §7 under /notifications/notifications/. */
const BASE = '/notifications/notifications';

export type NotificationListFilter = {
  page?: number;
  page_size?: number;
  type?: NotificationType;
  is_read?: boolean;
  created_at_after?: string;
  created_at_before?: string;
};

const EMPTY_LIST: TNotificationList = { count: 0, next: null, previous: null, results: [] };

export async function getNotifications(
  filter: NotificationListFilter = {},
  signal?: AbortSignal,
): Promise<TNotificationList> {
  return ZNotificationList.parse(await api.get(`${BASE}/`, { query: filter, signal }));
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

export async function getNotification(id: number) {
  return ZNotification.parse(await api.get(`${BASE}/${id}/`));
}

export async function deleteNotification(id: number) {
  await api.delete(`${BASE}/${id}/`);
}

export async function clearAllNotifications() {
  return ZNotificationChange.parse(await api.delete(`${BASE}/clear_all/`));
}

/** Marks the given notifications read, or all of the caller's when none are given. */
export async function markRead(ids?: number[]) {
  return ZNotificationChange.parse(
    await api.post(`${BASE}/mark_read/`, ids ? { notification_ids: ids } : {}),
  );
}

export async function markAllRead() {
  return ZNotificationChange.parse(await api.post(`${BASE}/mark_all_read/`));
}

export async function getUnreadCount(signal?: AbortSignal) {
  return ZUnreadCount.parse(await api.get(`${BASE}/unread_count/`, { signal })).count;
}

export async function getPreferences() {
  return ZNotificationPreferenceList.parse(await api.list(`${BASE}/preferences/`));
}

export async function updatePreference(id: number, patch: TNotificationPreferencePatch) {
  return ZNotificationPreference.parse(await api.patch(`${BASE}/preferences/${id}/`, patch));
}

export async function bulkUpdatePreferences(body: TNotificationPreferencesBulk) {
  return ZNotificationPreferencesBulkResult.parse(
    await api.post(`${BASE}/preferences/bulk_update/`, body),
  ).preferences;
}

export async function getNotificationSettings() {
  return ZNotificationSettings.parse(await api.get(`${BASE}/settings/`));
}

export async function updateNotificationSettings(body: TNotificationSettings) {
  return ZNotificationSettings.parse(await api.patch(`${BASE}/settings/`, body));
}

/** POST /notifications/announcements/ (admin): answers how many users it reached. */
export async function sendAnnouncement(body: TAnnouncement) {
  return ZAnnouncementResult.parse(await api.post('/notifications/announcements/', body))
    .recipients;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (filter: NotificationListFilter) => ['notifications', 'list', filter] as const,
  preferences: () => ['notifications', 'preferences'] as const,
  settings: () => ['notifications', 'settings'] as const,
};

const HEADER_FILTER: NotificationListFilter = { page_size: HEADER_NOTIFICATION_COUNT };
/** The centre reads pages at the largest size the API allows. */
export const CENTRE_PAGE_SIZE = MAX_PAGE_SIZE;

/** The header's count, polled every 30 s (spec §9); a failure is logged only (spec §8). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => {
      try {
        return await getUnreadCount(signal);
      } catch (error) {
        if (!signal.aborted) console.error(error);
        throw error;
      }
    },
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });

export const notificationListQuery = (filter: NotificationListFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotificationsOrEmpty(filter, signal),
  });

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}

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
    queryKey: [...notificationKeys.lists(), 'pages', pageSize, filter] as const,
    queryFn: ({ pageParam, signal }) =>
      getNotificationsOrEmpty({ ...filter, page: pageParam, page_size: pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}

/** A change anywhere: the count and every list are read again. */
export function refreshNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false });
}

function setUnread(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(notificationKeys.unreadCount(), count);
}

type CachedList = TNotificationList | InfiniteData<TNotificationList, number>;

/** Marks lists' notifications read in the cache at once, before the lists are read again. */
function markCached(queryClient: QueryClient, ids: number[] | 'all') {
  const mark = (list: TNotificationList): TNotificationList => ({
    ...list,
    results: list.results.map((n: TNotification) =>
      ids === 'all' || ids.includes(n.id) ? { ...n, is_read: true } : n,
    ),
  });
  queryClient.setQueriesData<CachedList>({ queryKey: notificationKeys.lists() }, (cached) => {
    if (!cached) return cached;
    return 'pages' in cached ? { ...cached, pages: cached.pages.map(mark) } : mark(cached);
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markRead(ids),
    onSuccess: (result, ids) => {
      markCached(queryClient, ids);
      setUnread(queryClient, result.unread_count);
      return refreshNotifications(queryClient);
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (result) => {
      markCached(queryClient, 'all');
      setUnread(queryClient, result.unread_count);
      return refreshNotifications(queryClient);
    },
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => refreshNotifications(queryClient),
  });
}

export function useClearAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: () => refreshNotifications(queryClient),
  });
}

export function usePreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });
}

export function useBulkUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdatePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}

export function useSendAnnouncement() {
  return useMutation({ mutationFn: sendAnnouncement });
}
