import type { THistoryEntry } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { applicationRequests, BASE } from './applications.fixtures.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', 'client', 'client']);
const { created, history } = applicationRequests(t, { admin, client });

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
