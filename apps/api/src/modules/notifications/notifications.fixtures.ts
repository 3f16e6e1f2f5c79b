import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import type { Session } from '../../test/factories.js';

/** The app, its users and the requests the notification tests make. */
export function notificationsSetup() {
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
    rows: {
      type?: string;
      category?: string;
      isRead?: boolean;
      createdAt?: Date;
      title?: string;
    }[],
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

  return { t, admin, editor, client, other, arabic, BASE, call, ok, seed, clear };
}
