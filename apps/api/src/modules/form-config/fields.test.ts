import { FORM_FIELDS } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast(['admin', 'editor', 'client']);

const URL = '/api/transactions/form-config/fields/';
type Field = { id: number; field_name: string; is_enabled: boolean; is_required: boolean };

const fields = async (query = '', session = client) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: session.auth });
const fieldId = async (name: string) =>
  (await fields()).json<{ results: Field[] }>().results.find((f) => f.field_name === name)!.id;
const patch = (id: number | string, payload: object, session = admin) =>
  t.app.inject({ method: 'PATCH', url: `${URL}${id}/`, headers: session.auth, payload });

describe('GET fields/', () => {
  it('lists a seeded row for every form field, all on one page by default', async () => {
    const response = await fields();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ count: number; next: null; results: Field[] }>();
    expect(body.count).toBe(FORM_FIELDS.length);
    expect(body.next).toBeNull();
    expect(body.results.map((f) => f.field_name)).toEqual([...FORM_FIELDS]);
    expect(body.results.every((f) => f.is_enabled)).toBe(true);
    const required = body.results.filter((f) => f.is_required).map((f) => f.field_name);
    expect(required.sort()).toEqual(['client', 'priority', 'title', 'transaction_type']);
    expect(body.results[0]).toMatchObject({ label_en: 'Title', label_ar: 'العنوان' });
  });

  it('pages with page and page_size', async () => {
    const first = (await fields('?page_size=5')).json();
    expect(first.results).toHaveLength(5);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${URL}?page_size=5&page=2`);
    const last = (await fields('?page=3&page_size=5')).json();
    expect(last.results).toHaveLength(FORM_FIELDS.length - 10);
    expect(last.next).toBeNull();
    expect(last.previous).toContain('page=2');
    expect((await fields('?page_size=101')).statusCode).toBe(422);
    expect((await fields('?page=0')).statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('PATCH fields/{id}/', () => {
  it('lets an admin change the flags and audits the change', async () => {
    const id = await fieldId('department');
    const response = await patch(id, { is_required: true, order: 42 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, is_enabled: true, is_required: true, order: 42 });
    const [row] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'form_field.updated'), eq(auditLogs.entityId, String(id))));
    expect(row?.changes).toEqual({
      field_name: 'department',
      is_required: { from: false, to: true },
      order: { from: 8, to: 42 },
    });
  });

  it('makes a field optional when it is disabled, and refuses a disabled required field', async () => {
    const id = await fieldId('tags');
    await patch(id, { is_required: true });
    const disabled = await patch(id, { is_enabled: false });
    expect(disabled.json()).toMatchObject({ is_enabled: false, is_required: false });
    const refused = await patch(id, { is_required: true }, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_required).toEqual(['A disabled field cannot be required.']);
    const both = await patch(id, { is_enabled: true, is_required: true });
    expect(both.json()).toMatchObject({ is_enabled: true, is_required: true });
  });

  it('refuses editors, clients and anonymous callers', async () => {
    const id = await fieldId('title');
    expect((await patch(id, { is_required: false }, editor)).statusCode).toBe(403);
    expect((await patch(id, { is_required: false }, client)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PATCH', url: `${URL}${id}/`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown ids and 422 for bad bodies', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect((await patch(id, { is_enabled: true })).statusCode, id).toBe(404);
    }
    const id = await fieldId('title');
    const bad = await patch(id, { is_enabled: 'yes', field_name: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['field_name', 'is_enabled']);
  });
});
