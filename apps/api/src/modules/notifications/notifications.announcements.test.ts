import type { TNotificationList } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import type { Session } from '../../test/factories.js';
import { notificationsSetup } from './notifications.fixtures.js';

const { t, admin, editor, client, arabic, call, ok, clear } = notificationsSetup();

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
