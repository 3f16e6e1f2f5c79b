import type { TApplication, THistoryEntry } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs, formOptions } from '../../db/schema/index.js';
import { applicationRequests, BASE, type Refusal } from './applications.fixtures.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);
const { detail, created, transition, moved, history } = applicationRequests(t, {
  admin,
  client,
});

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
