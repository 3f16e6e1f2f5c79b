import {
  NOTIFICATION_EVENTS,
  type TNotification,
  type TNotificationList,
  type TNotificationPreference,
} from '@mutabaa/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications, users } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { signInAs, type Session } from '../../test/factories.js';

const {
  t,
  sessions: [admin, editor, client, other, arabic],
} = testCast(['admin', 'editor', 'client', 'client', ['client', { languagePreference: 'ar' }]]);

const BASE = '/api/notifications/notifications';

const call = (
  session: Session | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `${BASE}${path}`,
    headers: { ...(session?.auth ?? {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const ok = async <T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

/** Inserts notifications for `session` directly, each a minute apart (the last the newest). */
async function seed(
  session: Session,
  rows: { type?: string; category?: string; isRead?: boolean; createdAt?: Date; title?: string }[],
): Promise<number[]> {
  const start = Date.now() - rows.length * 60_000;
  const inserted = await t.app.db
    .insert(notifications)
    .values(
      rows.map((r, i) => ({
        userId: session.user.id,
        type: r.type ?? 'application',
        category: r.category ?? 'info',
        event: 'assignment',
        title: r.title ?? `N${i}`,
        message: `message ${i}`,
        isRead: r.isRead ?? false,
        createdAt: r.createdAt ?? new Date(start + i * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

const clear = async (session: Session) => {
  await t.app.db.delete(notifications).where(eq(notifications.userId, session.user.id));
};

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

describe('preferences', () => {
  it('one row per event, created on first read, each user their own', async () => {
    const first = await ok<TNotificationPreference[]>(await call(client, 'GET', '/preferences/'));
    expect(first.map((p) => p.event)).toEqual([...NOTIFICATION_EVENTS]);
    expect(first.every((p) => p.in_app && p.email)).toBe(true);
    const again = await ok<TNotificationPreference[]>(await call(client, 'GET', '/preferences/'));
    expect(again).toEqual(first);
    const theirs = await ok<TNotificationPreference[]>(await call(other, 'GET', '/preferences/'));
    expect(theirs.map((p) => p.id).filter((id) => first.some((p) => p.id === id))).toEqual([]);
    const stored = await t.app.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, client.user.id));
    expect(stored).toHaveLength(NOTIFICATION_EVENTS.length);
  });

  it('PATCH changes one of the caller’s; another user’s is 404 and stays', async () => {
    const mine = await ok<TNotificationPreference[]>(await call(client, 'GET', '/preferences/'));
    const theirs = await ok<TNotificationPreference[]>(await call(other, 'GET', '/preferences/'));
    const comment = mine.find((p) => p.event === 'comment')!;
    const patched = await ok<TNotificationPreference>(
      await call(client, 'PATCH', `/preferences/${comment.id}/`, { email: false }),
    );
    expect(patched).toEqual({ ...comment, email: false });
    expect(
      (await call(client, 'PATCH', `/preferences/${theirs[0]!.id}/`, { in_app: false })).statusCode,
    ).toBe(404);
    expect((await call(client, 'PATCH', '/preferences/abc/', { in_app: false })).statusCode).toBe(
      404,
    );
    const after = await ok<TNotificationPreference[]>(await call(other, 'GET', '/preferences/'));
    expect(after).toEqual(theirs);
    for (const payload of [{ in_app: 'no' }, { event: 'comment' }, { email: null }]) {
      expect((await call(client, 'PATCH', `/preferences/${comment.id}/`, payload)).statusCode).toBe(
        422,
      );
    }
  });

  it('bulk_update takes and answers {preferences}, all or nothing', async () => {
    const mine = await ok<TNotificationPreference[]>(await call(editor, 'GET', '/preferences/'));
    const theirs = await ok<TNotificationPreference[]>(await call(other, 'GET', '/preferences/'));
    const [a, b] = [mine[0]!, mine[1]!];
    const result = await ok<{ preferences: TNotificationPreference[] }>(
      await call(editor, 'POST', '/preferences/bulk_update/', {
        preferences: [
          { id: a.id, in_app: false },
          { id: b.id, email: false },
        ],
      }),
    );
    expect(result.preferences).toEqual([
      { ...a, in_app: false },
      { ...b, email: false },
    ]);
    // One id of another user: 404, and nothing changes (not even the caller's own).
    const refused = await call(editor, 'POST', '/preferences/bulk_update/', {
      preferences: [
        { id: a.id, in_app: true },
        { id: theirs[0]!.id, in_app: false },
      ],
    });
    expect(refused.statusCode).toBe(404);
    const now = await ok<TNotificationPreference[]>(await call(editor, 'GET', '/preferences/'));
    expect(now.find((p) => p.id === a.id)!.in_app).toBe(false);
    expect(await ok(await call(other, 'GET', '/preferences/'))).toEqual(theirs);
    for (const payload of [{}, { preferences: [{ id: 'x' }] }, { preferences: {} }]) {
      expect((await call(editor, 'POST', '/preferences/bulk_update/', payload)).statusCode).toBe(
        422,
      );
    }
  });
});

describe('settings', () => {
  it('read and set the caller’s e-mail digest', async () => {
    expect(await ok(await call(arabic, 'GET', '/settings/'))).toEqual({
      email_digest: 'immediately',
    });
    expect(await ok(await call(arabic, 'PATCH', '/settings/', { email_digest: 'weekly' }))).toEqual(
      { email_digest: 'weekly' },
    );
    expect(await ok(await call(arabic, 'GET', '/settings/'))).toEqual({ email_digest: 'weekly' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, arabic.user.id));
    expect(row!.notificationDigest).toBe('weekly');
    expect(await ok(await call(other, 'GET', '/settings/'))).toEqual({
      email_digest: 'immediately',
    });
    const bad = await call(arabic, 'PATCH', '/settings/', { email_digest: 'hourly' }, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.email_digest).toBeDefined();
  });
});

describe('announcements', () => {
  const announce = (session: Session | undefined, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/announcements/',
      headers: { ...(session?.auth ?? {}), 'accept-language': lang },
      payload,
    });
  const latest = async (session: Session) =>
    (await ok<TNotificationList>(await call(session, 'GET', '/?type=system'))).results[0];

  it('an admin sends one system notification to every active user of a role, in their language', async () => {
    const inactive = await t.app.db
      .insert(users)
      .values({
        email: `inactive.${Date.now()}@example.test`,
        passwordHash: 'x',
        role: 'client',
        isActive: false,
      })
      .returning();
    const response = await announce(admin, {
      role: 'client',
      title_ar: 'صيانة مجدولة',
      title_en: 'Scheduled maintenance',
      message_ar: 'سيتوقف النظام ساعة.',
      message_en: 'The system stops for an hour.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ recipients: 3 });
    expect(await latest(client)).toMatchObject({
      title: 'Scheduled maintenance',
      message: 'The system stops for an hour.',
      type: 'system',
      category: 'info',
      event: 'announcement',
    });
    expect(await latest(arabic)).toMatchObject({
      title: 'صيانة مجدولة',
      message: 'سيتوقف النظام ساعة.',
    });
    expect(await latest(editor)).toBeUndefined();
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inactive[0]!.id));
    expect(rows).toEqual([]);
  });

  it('to all roles; a recipient reads the other language when theirs is missing', async () => {
    await clear(arabic);
    const response = await announce(admin, { role: 'all', title_en: 'Hello everyone' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ recipients: number }>().recipients).toBeGreaterThanOrEqual(5);
    for (const session of [admin, editor, client]) {
      expect((await latest(session))?.title).toBe('Hello everyone');
    }
    expect(await latest(arabic)).toMatchObject({ title: 'Hello everyone', message: '' });
  });

  it('only admins; bad bodies are a localised 422', async () => {
    for (const session of [editor, client]) {
      expect((await announce(session, { role: 'all', title_en: 'x' })).statusCode).toBe(403);
    }
    expect((await announce(undefined, { role: 'all', title_en: 'x' })).statusCode).toBe(401);
    for (const payload of [
      { role: 'all' },
      { role: 'nobody', title_en: 'x' },
      { role: 'all', title_en: 'x'.repeat(201) },
      { role: 'all', title_ar: '   ' },
    ]) {
      const response = await announce(admin, payload, 'ar');
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('unread_count at scale', () => {
  it('follows 10,000 notifications, a mark-all-read and a clear, from the counter', async () => {
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
  });
});
