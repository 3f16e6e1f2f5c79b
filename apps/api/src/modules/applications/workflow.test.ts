import type { TApplication, TApplicationDetail, TComment, THistoryEntry } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs, formOptions } from '../../db/schema/index.js';
import type { Session } from '../../test/factories.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);

const BASE = '/api/transactions';
type Refusal = { code: string; detail: string; allowed: string[] };

const created = async (extra: object = {}, session: Session = admin) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/`,
    headers: session.auth,
    payload: {
      title: 'Licence renewal',
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TApplication>();
};
const transition = (id: number, payload: object, session: Session, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/transition/`,
    headers: { ...session.auth, 'accept-language': lang },
    payload,
  });
const moved = async (id: number, status: string, session: Session = admin) => {
  const response = await transition(id, { status }, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TApplication>();
};
const history = (id: number, session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${id}/history/`, headers: session.auth });
const detail = async (id: number, session: Session) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/`,
    headers: session.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TApplicationDetail>();
};

describe('transition', () => {
  it('a client submits their own draft; history and audit follow', async () => {
    const app = await created({}, client);
    expect((await detail(app.id, client)).allowed_transitions).toEqual(['submitted', 'cancelled']);
    const response = await transition(app.id, { status: 'submitted', comment: 'ready' }, client);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TApplication>();
    expect(body.status).toBe('submitted');
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(app.updated_at));
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'application.status_changed'),
          eq(auditLogs.entityId, String(app.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(client.user.id);
    expect(audits[0]!.changes).toEqual({
      status: { from: 'draft', to: 'submitted' },
      comment: 'ready',
    });
    const entries = (await history(app.id, client)).json<THistoryEntry[]>();
    expect(entries.map((e) => e.kind)).toEqual(['status', 'created']);
    expect(entries[0]).toMatchObject({
      field: 'status',
      from_value: 'draft',
      to_value: 'submitted',
      comment: 'ready',
      actor: { id: client.user.id, email: client.user.email },
    });
    // Now only cancelling is left to the client.
    expect((await detail(app.id, client)).allowed_transitions).toEqual(['cancelled']);
  });

  it('a client cannot approve; the 409 lists what they may choose, in Arabic too', async () => {
    const app = await created({ status: 'submitted' });
    const response = await transition(app.id, { status: 'approved' }, client);
    expect(response.statusCode).toBe(409);
    const body = response.json<Refusal>();
    expect(body.code).toBe('transition_not_allowed');
    expect(body.allowed).toEqual(['cancelled']);
    const arabic = await transition(app.id, { status: 'under_review' }, client, 'ar');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json<Refusal>().detail).toBe('لا يمكن نقل هذا الطلب إلى تلك الحالة.');
    expect((await detail(app.id, admin)).status).toBe('submitted');
  });

  it('a client cannot move another client’s application (404)', async () => {
    const app = await created({ status: 'submitted' });
    expect((await transition(app.id, { status: 'cancelled' }, otherClient)).statusCode).toBe(404);
  });

  it('an editor moves submitted → under_review; outside their scope it is a 404', async () => {
    const app = await created({ status: 'submitted', assigned_to: editor.user.id });
    expect((await detail(app.id, editor)).allowed_transitions).toEqual([
      'under_review',
      'cancelled',
      'on_hold',
    ]);
    expect((await moved(app.id, 'under_review', editor)).status).toBe('under_review');
    expect((await transition(app.id, { status: 'approved' }, otherEditor)).statusCode).toBe(404);
  });

  it('only an admin reopens a completed application', async () => {
    const app = await created({ status: 'submitted', assigned_to: editor.user.id });
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await moved(app.id, status, editor);
    }
    const refused = await transition(app.id, { status: 'under_review' }, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().allowed).toEqual([]);
    expect((await detail(app.id, admin)).allowed_transitions).toEqual(['under_review']);
    expect((await moved(app.id, 'under_review', admin)).status).toBe('under_review');
  });

  it('an unknown or inactive target is refused; a malformed body is a 422', async () => {
    const app = await created({ status: 'submitted' });
    const unknown = await transition(app.id, { status: 'nonsense' }, admin);
    expect(unknown.statusCode).toBe(409);
    await t.app.db
      .update(formOptions)
      .set({ isActive: false })
      .where(and(eq(formOptions.list, 'statuses'), eq(formOptions.value, 'on_hold')));
    try {
      const inactive = await transition(app.id, { status: 'on_hold' }, admin);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json<Refusal>().allowed).toEqual(['under_review', 'cancelled']);
    } finally {
      await t.app.db
        .update(formOptions)
        .set({ isActive: true })
        .where(and(eq(formOptions.list, 'statuses'), eq(formOptions.value, 'on_hold')));
    }
    expect((await transition(app.id, {}, admin)).statusCode).toBe(422);
    const long = await transition(
      app.id,
      { status: 'cancelled', comment: 'x'.repeat(2001) },
      admin,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('comment');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/1/transition/`,
      payload: { status: 'submitted' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('history', () => {
  it('records creation and each changed field with its actor, newest first', async () => {
    const app = await created();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${app.id}/`,
      headers: editor.auth,
      payload: { title: 'Renewal 2027', priority: 'high', department: 'Finance' },
    });
    // The editor is outside the scope of an admin-created, unassigned application.
    expect(patched.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${app.id}/`,
      headers: admin.auth,
      payload: { title: 'Renewal 2027', priority: 'high', department: 'Finance' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const response = await history(app.id);
    expect(response.statusCode).toBe(200);
    const entries = response.json<THistoryEntry[]>();
    expect(entries).toHaveLength(3);
    const fields = entries.filter((e) => e.kind === 'field');
    expect(fields.map((e) => e.field).sort()).toEqual(['department', 'title']);
    expect(fields.find((e) => e.field === 'title')).toMatchObject({
      from_value: 'Licence renewal',
      to_value: 'Renewal 2027',
      actor: { id: admin.user.id, full_name: 'Test User', email: admin.user.email },
    });
    expect(entries[2]).toMatchObject({ kind: 'created', to_value: 'draft' });
    // The client of the application reads it; another client, or an editor outside, cannot.
    expect((await history(app.id, client)).statusCode).toBe(200);
    expect((await history(app.id, otherClient)).statusCode).toBe(404);
    expect((await history(app.id, otherEditor)).statusCode).toBe(404);
    expect((await history(999_999)).statusCode).toBe(404);
  });
});

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
