import type { TNotification, TNotificationList, TNotificationPreference } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { notificationsSetup } from './notifications.fixtures.js';

const { t, admin, editor, client, other, BASE, call, ok, seed, clear } = notificationsSetup();

describe('list', () => {
  let mine: number[];
  let theirs: number[];
  beforeAll(async () => {
    mine = await seed(client, [
      { type: 'application', createdAt: new Date('2026-11-01T10:00:00Z') },
      { type: 'system', isRead: true, createdAt: new Date('2026-11-10T10:00:00Z') },
      { type: 'user', createdAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    theirs = await seed(other, [{ type: 'application' }]);
  });

  it('answers the caller’s own, newest first, paginated like the other lists', async () => {
    const page = await ok<TNotificationList>(await call(client, 'GET', '/'));
    expect(page.count).toBe(3);
    expect(page.results.map((n) => n.id)).toEqual([...mine].reverse());
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    expect(page.results[0]).toMatchObject({
      id: mine[2],
      type: 'user',
      category: 'info',
      event: 'assignment',
      is_read: false,
      application_id: null,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    const paged = await ok<TNotificationList>(await call(client, 'GET', '/?page_size=2'));
    expect(paged.results.map((n) => n.id)).toEqual([mine[2], mine[1]]);
    expect(paged.next).toBe(`${BASE}/?page_size=2&page=2`);
    const second = await ok<TNotificationList>(await call(client, 'GET', '/?page=2&page_size=2'));
    expect(second.results.map((n) => n.id)).toEqual([mine[0]]);
    expect(second.previous).toContain('page=1');
    const others = await ok<TNotificationList>(await call(other, 'GET', '/'));
    expect(others.results.map((n) => n.id)).toEqual(theirs);
  });

  it('filters by type, is_read and the created_at range', async () => {
    const ids = async (query: string) =>
      (await ok<TNotificationList>(await call(client, 'GET', `/?${query}`))).results.map(
        (n) => n.id,
      );
    expect(await ids('type=system')).toEqual([mine[1]]);
    expect(await ids('is_read=true')).toEqual([mine[1]]);
    expect(await ids('is_read=false')).toEqual([mine[2], mine[0]]);
    expect(await ids('is_read=0&type=user')).toEqual([mine[2]]);
    expect(await ids('created_at_after=2026-11-10')).toEqual([mine[2], mine[1]]);
    expect(await ids('created_at_before=2026-11-10T10:00:00Z')).toEqual([mine[1], mine[0]]);
    expect(
      await ids('created_at_after=2026-11-05T00:00:00%2B03:00&created_at_before=2026-11-15'),
    ).toEqual([mine[1]]);
    expect(await ids('type=report')).toEqual([]);
  });

  it('the new-notification check path repeats the segment and answers the same list', async () => {
    const page = await ok<TNotificationList>(
      await call(client, 'GET', '/notifications/?is_read=false&created_at_after=2026-11-15'),
    );
    expect(page.results.map((n) => n.id)).toEqual([mine[2]]);
  });

  it('rejects bad filters with a localised 422', async () => {
    for (const query of [
      'type=other',
      'is_read=maybe',
      'created_at_after=yesterday',
      'created_at_before=2026-13-45',
      'page=0',
      'page_size=100000',
    ]) {
      const response = await call(client, 'GET', `/?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    const en = (await call(client, 'GET', '/?type=other')).json<{ detail: string }>();
    const ar = (await call(client, 'GET', '/?type=other', undefined, 'ar')).json<{
      detail: string;
    }>();
    expect(en.detail).not.toBe(ar.detail);
    expect(ar.detail).toMatch(/[\u0600-\u06FF]/);
  });

  it('every role has it; without sign-in it is 401', async () => {
    for (const session of [admin, editor, client]) {
      await ok(await call(session, 'GET', '/'));
      await ok(await call(session, 'GET', '/unread_count/'));
      await ok(await call(session, 'GET', '/preferences/'));
      await ok(await call(session, 'GET', '/settings/'));
    }
    for (const session of [admin, editor, client]) {
      const [id] = await seed(session, [{}]);
      await ok(await call(session, 'GET', `/${id}/`));
      await ok(await call(session, 'GET', '/notifications/'));
      await ok(await call(session, 'POST', '/mark_read/', { notification_ids: [id] }));
      await ok(await call(session, 'POST', '/mark_all_read/'));
      const [preference] = await ok<TNotificationPreference[]>(
        await call(session, 'GET', '/preferences/'),
      );
      await ok(await call(session, 'PATCH', `/preferences/${preference!.id}/`, { email: true }));
      await ok(await call(session, 'POST', '/preferences/bulk_update/', { preferences: [] }));
      await ok(await call(session, 'PATCH', '/settings/', { email_digest: 'immediately' }));
      expect((await call(session, 'DELETE', `/${id}/`)).statusCode).toBe(204);
    }
    for (const path of ['/', '/unread_count/', '/preferences/', '/settings/', '/1/']) {
      expect((await call(undefined, 'GET', path)).statusCode).toBe(401);
    }
    expect((await call(undefined, 'POST', '/mark_all_read/')).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', '/clear_all/')).statusCode).toBe(401);
  });
});

describe('detail and delete', () => {
  it('reach only the caller’s own notification; another user’s id is 404', async () => {
    const [mineId] = await seed(editor, [{ title: 'mine' }]);
    const [theirsId] = await seed(other, [{ title: 'theirs' }]);
    const detail = await ok<TNotification>(await call(editor, 'GET', `/${mineId}/`));
    expect(detail).toMatchObject({ id: mineId, title: 'mine' });
    for (const path of [`/${theirsId}/`, '/2147483647/', '/abc/', '/0/', '/99999999999/']) {
      expect((await call(editor, 'GET', path)).statusCode, path).toBe(404);
      expect((await call(editor, 'DELETE', path)).statusCode, path).toBe(404);
    }
    const notFound = await call(editor, 'GET', `/${theirsId}/`, undefined, 'ar');
    expect(notFound.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06FF]/);
    // Still there for its owner.
    await ok(await call(other, 'GET', `/${theirsId}/`));
    expect((await call(editor, 'DELETE', `/${mineId}/`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/${mineId}/`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/${mineId}/`)).statusCode).toBe(404);
  });

  it('clear_all deletes every one of the caller’s and nobody else’s', async () => {
    await clear(editor);
    await seed(editor, [{}, {}, { isRead: true }]);
    const [theirsId] = await seed(other, [{}]);
    const result = await ok<{ updated: number; unread_count: number }>(
      await call(editor, 'DELETE', '/clear_all/'),
    );
    expect(result).toEqual({ updated: 3, unread_count: 0 });
    expect((await ok<TNotificationList>(await call(editor, 'GET', '/'))).count).toBe(0);
    await ok(await call(other, 'GET', `/${theirsId}/`));
  });
});

describe('read state', () => {
  it('mark_read marks the given ones, ignores other users’ ids; none given marks all', async () => {
    await clear(admin);
    const [a, b, c] = await seed(admin, [{}, {}, {}]);
    const theirs = await seed(other, [{}, {}]);
    const before = await ok<{ count: number }>(await call(other, 'GET', '/unread_count/'));

    const result = await ok<{ updated: number; unread_count: number }>(
      await call(admin, 'POST', '/mark_read/', { notification_ids: [a, ...theirs] }),
    );
    expect(result).toEqual({ updated: 1, unread_count: 2 });
    expect(await ok(await call(admin, 'GET', '/unread_count/'))).toEqual({ count: 2 });
    expect((await ok<TNotification>(await call(admin, 'GET', `/${a}/`))).is_read).toBe(true);
    // Nothing of the other user's changed.
    expect(await ok(await call(other, 'GET', '/unread_count/'))).toEqual(before);
    for (const id of theirs) {
      expect((await ok<TNotification>(await call(other, 'GET', `/${id}/`))).is_read).toBe(false);
    }
    // Only ids of another user: nothing at all changes.
    expect(
      await ok(await call(admin, 'POST', '/mark_read/', { notification_ids: theirs })),
    ).toEqual({ updated: 0, unread_count: 2 });
    // No body at all: all of the caller's.
    expect(await ok(await call(admin, 'POST', '/mark_read/'))).toEqual({
      updated: 2,
      unread_count: 0,
    });
    expect((await ok<TNotification>(await call(admin, 'GET', `/${b}/`))).is_read).toBe(true);
    expect((await ok<TNotification>(await call(admin, 'GET', `/${c}/`))).is_read).toBe(true);
    expect(await ok(await call(other, 'GET', '/unread_count/'))).toEqual(before);
  });

  it('mark_all_read marks all of the caller’s only', async () => {
    await clear(admin);
    await seed(admin, [{}, {}, { isRead: true }]);
    const before = await ok<{ count: number }>(await call(other, 'GET', '/unread_count/'));
    expect(before.count).toBeGreaterThan(0);
    expect(await ok(await call(admin, 'GET', '/unread_count/'))).toEqual({ count: 2 });
    expect(await ok(await call(admin, 'POST', '/mark_all_read/'))).toEqual({
      updated: 2,
      unread_count: 0,
    });
    expect(await ok(await call(admin, 'GET', '/unread_count/'))).toEqual({ count: 0 });
    expect(await ok(await call(other, 'GET', '/unread_count/'))).toEqual(before);
  });

  it('rejects bad mark_read bodies with 422', async () => {
    for (const payload of [
      { notification_ids: 'all' },
      { notification_ids: [0] },
      { notification_ids: [1.5] },
      { notification_ids: ['x'] },
      { notification_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      expect((await call(admin, 'POST', '/mark_read/', payload)).statusCode).toBe(422);
    }
  });
});

describe('unread_count at scale', () => {
  // Ten thousand rows written and counted four times: longer than most tests.
  it(
    'follows 10,000 notifications, a mark-all-read and a clear, from the counter',
    { timeout: 120_000 },
    async () => {
      const many = await signInAs(t.app, 'client');
      await t.app.db.execute(sql`
      insert into notifications (user_id, type, event, title, is_read)
      select ${many.user.id}, 'application', 'assignment', 'n' || g, g % 4 = 0
      from generate_series(1, 10000) g`);
      const count = async () =>
        (await ok<{ count: number }>(await call(many, 'GET', '/unread_count/'))).count;
      expect(await count()).toBe(7500);
      await ok(await call(many, 'POST', '/mark_all_read/'));
      expect(await count()).toBe(0);
      await t.app.db.execute(
        sql`update notifications set is_read = false where user_id = ${many.user.id} and id % 2 = 0`,
      );
      expect(await count()).toBe(5000);
      await call(many, 'DELETE', '/clear_all/');
      expect(await count()).toBe(0);
    },
  );
});
