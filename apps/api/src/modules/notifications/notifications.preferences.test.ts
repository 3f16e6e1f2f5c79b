import { NOTIFICATION_EVENTS, type TNotificationPreference } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences, users } from '../../db/schema/index.js';
import { notificationsSetup } from './notifications.fixtures.js';

const { t, editor, client, other, arabic, call, ok } = notificationsSetup();

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
