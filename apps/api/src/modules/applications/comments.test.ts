import type { TComment } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Session } from '../../test/factories.js';
import { applicationRequests, BASE } from './applications.fixtures.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);
const { detail, created } = applicationRequests(t, { admin, client });

describe('comments', () => {
  const comments = (id: number, session: Session) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${id}/comments/`, headers: session.auth });
  const post = (id: number, payload: object, session: Session) =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/comments/`,
      headers: session.auth,
      payload,
    });

  it('clients never see internal comments; comment_count counts the visible ones', async () => {
    const app = await created({ assigned_to: editor.user.id });
    const first = await post(app.id, { text: 'Please attach the licence.' }, editor);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TComment>()).toMatchObject({
      text: 'Please attach the licence.',
      is_internal: false,
      author: { id: editor.user.id },
    });
    expect((await post(app.id, { text: 'Looks fine', is_internal: true }, editor)).statusCode).toBe(
      201,
    );
    expect((await post(app.id, { text: 'تم الإرفاق' }, client)).statusCode).toBe(201);
    const staff = (await comments(app.id, admin)).json<TComment[]>();
    expect(staff.map((c) => c.text)).toEqual([
      'Please attach the licence.',
      'Looks fine',
      'تم الإرفاق',
    ]);
    const seen = (await comments(app.id, client)).json<TComment[]>();
    expect(seen.map((c) => c.text)).toEqual(['Please attach the licence.', 'تم الإرفاق']);
    expect((await detail(app.id, client)).comment_count).toBe(2);
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'application.commented'), eq(auditLogs.entityId, String(app.id))),
      );
    expect(audits).toHaveLength(3);
  });

  it('refuses internal comments from clients, long texts and callers outside the scope', async () => {
    const app = await created();
    expect((await post(app.id, { text: 'x', is_internal: true }, client)).statusCode).toBe(403);
    expect((await post(app.id, { text: 'x'.repeat(5001) }, admin)).statusCode).toBe(422);
    expect((await post(app.id, { text: '  ' }, admin)).statusCode).toBe(422);
    expect((await post(app.id, { text: 'hello' }, otherClient)).statusCode).toBe(404);
    expect((await comments(app.id, otherClient)).statusCode).toBe(404);
    expect((await comments(app.id, otherEditor)).statusCode).toBe(404);
    expect((await detail(app.id, admin)).comment_count).toBe(0);
  });
});
