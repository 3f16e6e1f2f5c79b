import type { TApplication, TApplicationDetail, THistoryEntry } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Session } from '../../test/factories.js';
import { fullApplication } from './applications.fixtures.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast(['admin', 'editor', 'editor', ['client', { fullName: 'نورة القحطاني' }], 'client']);

const BASE = '/api/transactions';
const COPIED = [
  'title',
  'description',
  'transaction_type',
  'priority',
  'client',
  'client_email',
  'client_phone',
  'department',
  'due_date',
  'tags',
  'external_reference_id',
  'project_id',
] as const;

/** The application each test copies: every copyable field set, a comment and a file. */
const source = () => fullApplication(t, { admin, editor, client });

const duplicate = (id: number, session: Session) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${id}/duplicate/`, headers: session.auth });
const detail = async (id: number, session: Session = admin) =>
  (
    await t.app.inject({ method: 'GET', url: `${BASE}/${id}/`, headers: session.auth })
  ).json<TApplicationDetail>();
const historyOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `${BASE}/${id}/history/`, headers: admin.auth })).json<
    THistoryEntry[]
  >();

describe('POST /transactions/{id}/duplicate/', () => {
  it('an admin gets a new draft with the same fields, none of the comments, files or history', async () => {
    const original = await source();
    const response = await duplicate(original.id, admin);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<TApplication>();
    for (const field of COPIED) expect(copy[field], field).toEqual(original[field]);
    expect(copy.title).toBe('تجديد رخصة');
    expect(copy.id).not.toBe(original.id);
    expect(copy.transaction_id).not.toBe(original.transaction_id);
    expect(copy.reference_number).not.toBe(original.reference_number);
    expect(copy.status).toBe('draft');
    expect(copy.assigned_to?.id).toBe(editor.user.id);
    expect(copy.created_by?.id).toBe(admin.user.id);
    expect(copy.comment_count).toBe(0);
    expect(copy.attachment_count).toBe(0);
    expect((await detail(copy.id)).attachments).toEqual([]);

    const history = await historyOf(copy.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'created', to_value: 'draft' });
    const [audit] = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'application.duplicated'),
          eq(auditLogs.entityId, String(copy.id)),
        ),
      );
    expect(audit?.changes).toMatchObject({ source_id: original.id });

    // The copy is found by the client's name like any other application.
    const found = await t.app.inject({
      method: 'GET',
      url: `${BASE}/?search=${encodeURIComponent('نوره')}`,
      headers: admin.auth,
    });
    expect(found.json<{ results: TApplication[] }>().results.map((a) => a.id)).toContain(copy.id);
  });

  it('the assigned editor copies with the assignee; a client copies without it', async () => {
    const original = await source();
    const byEditor = (await duplicate(original.id, editor)).json<TApplication>();
    expect(byEditor.created_by?.id).toBe(editor.user.id);
    expect(byEditor.assigned_to?.id).toBe(editor.user.id);

    const response = await duplicate(original.id, client);
    expect(response.statusCode).toBe(201);
    const byClient = response.json<TApplication>();
    expect(byClient.client?.id).toBe(client.user.id);
    expect(byClient.assigned_to).toBeNull();
    expect(byClient.created_by?.id).toBe(client.user.id);
    expect(byClient.status).toBe('draft');
  });

  it('404 outside scope, for unknown and deleted ones; 401 without a token', async () => {
    const original = await source();
    expect((await duplicate(original.id, otherClient)).statusCode).toBe(404);
    expect((await duplicate(original.id, otherEditor)).statusCode).toBe(404);
    expect((await duplicate(2_000_000, admin)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${original.id}/duplicate/`,
    });
    expect(anonymous.statusCode).toBe(401);
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${original.id}/`, headers: admin.auth });
    expect((await duplicate(original.id, admin)).statusCode).toBe(404);
  });
});
