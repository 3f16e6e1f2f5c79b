import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs, applicationHistory } from '../../db/schema/index.js';
import { applicationRequests, BASE, fullApplication } from './applications.fixtures.js';

const {
  t,
  sessions: [admin, editor, , client, otherClient],
} = testCast([
  'admin',
  'editor',
  'editor',
  ['client', { fullName: 'أحمد علي', phoneNumber: '+966500000001' }],
  ['client', { fullName: 'Second Client' }],
]);
const { get, patch, remove, listed, created, audits } = applicationRequests(t, {
  admin,
  client,
});

describe('update', () => {
  it('admin and editor change fields; changes are audited; status is not patchable', async () => {
    const app = await created({ assigned_to: editor.user.id });
    const response = await patch(app.id, { title: 'Renamed', tags: ['x'] }, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Renamed');
    const [entry] = await audits('application.updated', app.id);
    expect(entry?.changes).toMatchObject({ title: { from: 'Licence renewal', to: 'Renamed' } });
    expect((await patch(app.id, { status: 'approved' })).statusCode).toBe(422);
    expect((await patch(app.id, { title: '' })).json().errors.title).toBeDefined();
  });

  it('a client edits only their own drafts, not the client or the assignee', async () => {
    const draft = await created({}, client);
    const changed = await patch(
      draft.id,
      { title: 'Client edit', client: otherClient.user.id, assigned_to: editor.user.id },
      client,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().title).toBe('Client edit');
    expect(changed.json().client.id).toBe(client.user.id);
    expect(changed.json().assigned_to).toBeNull();
    const submitted = await created({ status: 'submitted' }, client);
    expect((await patch(submitted.id, { title: 'No' }, client)).statusCode).toBe(403);
    expect((await remove(submitted.id, client)).statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('is soft: gone from lists and detail, kept in the table, audited', async () => {
    const app = await created({ title: 'To be deleted' });
    expect((await remove(app.id)).statusCode).toBe(204);
    expect((await get(app.id)).statusCode).toBe(404);
    const page = await listed('?search=to%20be%20deleted');
    expect(page.count).toBe(0);
    expect(await audits('application.deleted', app.id)).toHaveLength(1);
    const draft = await created({}, client);
    expect((await remove(draft.id, client)).statusCode).toBe(204);
  });
});

describe('DELETE /transactions/{id}/', () => {
  it('writes an audit row and a history entry', async () => {
    const original = await fullApplication(t, { admin, editor, client });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${original.id}/`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(204);
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'application.deleted'),
          eq(auditLogs.entityId, String(original.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    const entries = await t.app.db
      .select()
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, original.id),
          eq(applicationHistory.field, 'deleted'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'field',
      fromValue: false,
      toValue: true,
      actorId: admin.user.id,
    });
  });
});
