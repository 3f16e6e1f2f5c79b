import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TNotification, TNotificationList } from '@mutabaa/shared';
import { markCachedRead, setUnreadCount } from './notification-cache';
import { notificationKeys } from './query-keys';

const item = (id: number, is_read = false) => ({ id, is_read }) as TNotification;
const list = (...results: TNotification[]): TNotificationList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const read = (cached: TNotificationList | undefined) => cached?.results.map((n) => n.is_read);

describe('notification cache', () => {
  it('keeps the centre pages and the bell list under the lists key, the count beside them', () => {
    expect(notificationKeys.pages(100, {}).slice(0, 2)).toEqual(notificationKeys.lists());
    expect(notificationKeys.list({ page_size: 5 }).slice(0, 2)).toEqual(notificationKeys.lists());
    expect(notificationKeys.unreadCount()[0]).toBe(notificationKeys.all[0]);
  });

  it('marks the given notifications read in plain lists and in pages', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list({ page_size: 5 }), list(item(1), item(2)));
    client.setQueryData<InfiniteData<TNotificationList, number>>(notificationKeys.pages(100, {}), {
      pages: [list(item(2)), list(item(3))],
      pageParams: [1, 2],
    });
    markCachedRead(client, [2]);
    expect(read(client.getQueryData(notificationKeys.list({ page_size: 5 })))).toEqual([
      false,
      true,
    ]);
    const pages = client.getQueryData<InfiniteData<TNotificationList, number>>(
      notificationKeys.pages(100, {}),
    );
    expect(pages?.pages.map(read)).toEqual([[true], [false]]);
  });

  it('marks every cached notification read for mark all, and sets the count', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list({}), list(item(1), item(2, true)));
    markCachedRead(client, 'all');
    setUnreadCount(client, 0);
    expect(read(client.getQueryData(notificationKeys.list({})))).toEqual([true, true]);
    expect(client.getQueryData(notificationKeys.unreadCount())).toBe(0);
  });
});
