import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZStreamNotification, ZStreamUnread, type TNotification } from '@mutabaa/shared';
import { api, store, tokens } from '../../../lib/session';
import { alertNewNotification } from '../utils/alerts';
import { openEventStream } from '../utils/event-stream';
import { readLocalSettings } from '../utils/local-settings';
import { takeNew } from '../utils/new-items';
import type { SseEvent } from '../utils/sse';
import { useLatestNotifications } from './get-notifications';
import {
  refreshNotificationLists,
  refreshNotifications,
  setUnreadCount,
} from './notification-cache';

const STREAM_URL = '/api/notifications/stream/';

function parseData(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

/**
 * The header's live notifications: the 5 latest (polled every 30 s) and the server's event
 * stream, which updates the count and the lists at once. Each new notification, pushed or
 * found by a poll, rings once (sound and desktop, as the local settings say).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const latest = useLatestNotifications();
  const seen = useRef<{ maxId: number | null }>({ maxId: null });

  const ring = useCallback((items: readonly TNotification[]) => {
    const fresh = takeNew(seen.current, items);
    // Several at once (a reconnection's catch-up) ring once, for the newest.
    if (fresh[0]) alertNewNotification(fresh[0], readLocalSettings(store));
  }, []);

  useEffect(() => {
    if (latest.data) ring(latest.data.results);
  }, [latest.data, ring]);

  useEffect(() => {
    let opened = 0;
    return openEventStream({
      url: STREAM_URL,
      fetch: (input, init) => window.fetch(input, init),
      commonHeaders: () => api.commonHeaders(),
      getAccess: () => tokens.getAccess(),
      refresh: () => api.refreshAccessToken(),
      onOpen: () => {
        // After a drop, whatever changed meanwhile (beyond the replayed events) is read again.
        opened += 1;
        if (opened > 1) void refreshNotifications(queryClient);
      },
      onEvent: (event) => {
        const data = parseData(event);
        if (event.event === 'notification') {
          const parsed = ZStreamNotification.safeParse(data);
          if (!parsed.success) return console.error(parsed.error);
          setUnreadCount(queryClient, parsed.data.unread_count);
          const item = parsed.data.notification;
          // Pushed before the first poll answered: this one is new all the same.
          seen.current.maxId ??= item.id - 1;
          ring([item]);
          void refreshNotificationLists(queryClient);
        } else if (event.event === 'unread') {
          const parsed = ZStreamUnread.safeParse(data);
          if (!parsed.success) return console.error(parsed.error);
          setUnreadCount(queryClient, parsed.data.unread_count);
          void refreshNotificationLists(queryClient);
        }
      },
    });
  }, [queryClient, ring]);

  return latest;
}
