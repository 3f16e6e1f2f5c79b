import type { TApplication } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs, formFieldConfigs } from '../../db/schema/index.js';
import type { Session } from '../../test/factories.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast([
  'admin',
  'editor',
  'editor',
  ['client', { fullName: 'أحمد علي', phoneNumber: '+966500000001' }],
  ['client', { fullName: 'Second Client' }],
]);

const BASE = '/api/transactions';
type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: TApplication[];
};

const create = (payload: object, session: Session = admin) =>
  t.app.inject({ method: 'POST', url: `${BASE}/`, headers: session.auth, payload });
const get = (id: number | string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${id}/`, headers: session.auth });
const patch = (id: number | string, payload: object, session: Session = admin) =>
  t.app.inject({ method: 'PATCH', url: `${BASE}/${id}/`, headers: session.auth, payload });
const remove = (id: number | string, session: Session = admin) =>
  t.app.inject({ method: 'DELETE', url: `${BASE}/${id}/`, headers: session.auth });
const list = (query = '', session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${query}`, headers: session.auth });
const listed = async (query = '', session: Session = admin) => {
  const response = await list(query, session);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};
const valid = (extra: object = {}) => ({
  title: 'Licence renewal',
  transaction_type: 'renewal',
  priority: 'high',
  client: client.user.id,
  ...extra,
});
const created = async (extra: object = {}, session: Session = admin) => {
  const response = await create(valid(extra), session);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TApplication>();
};
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(id))));
const setField = (name: string, values: { isEnabled?: boolean; isRequired?: boolean }) =>
  t.app.db.update(formFieldConfigs).set(values).where(eq(formFieldConfigs.fieldName, name));

describe('create', () => {
  it('an admin creates for a client: ids, defaults, displays, autofill, audit', async () => {
    const app = await created({
      assigned_to: editor.user.id,
      tags: ['tax', 'ضريبة'],
      due_date: '2026-12-31',
      department: 'Finance',
    });
    expect(app.transaction_id).toMatch(/^TX-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(app.reference_number).toMatch(/^APP-\d{4}-\d{6}$/);
    expect(app.status).toBe('draft');
    expect(app.status_display.badge_color).toBe('#6c757d');
    expect(app.priority_display.label_en).toBeTruthy();
    expect(app.transaction_type_display?.label_ar).toBeTruthy();
    expect(app.type).toBe('renewal');
    expect(app.client).toEqual({
      id: client.user.id,
      full_name: 'أحمد علي',
      email: client.user.email,
    });
    expect(app.client_name).toBe('أحمد علي');
    expect(app.client_email).toBe(client.user.email);
    expect(app.client_phone).toBe('+966500000001');
    expect(app.assigned_to?.id).toBe(editor.user.id);
    expect(app.created_by?.id).toBe(admin.user.id);
    expect(app.tags).toEqual(['tax', 'ضريبة']);
    expect(app.due_date).toBe('2026-12-31');
    expect(app.comment_count).toBe(0);
    expect(app.creation_date).toBe(app.created_at);
    expect(await audits('application.created', app.id)).toHaveLength(1);
  });

  it('priority defaults to normal when the field is optional and not given', async () => {
    await setField('priority', { isRequired: false });
    try {
      const app = await created({ priority: undefined });
      expect(app.priority).toBe('normal');
    } finally {
      await setField('priority', { isRequired: true });
    }
  });

  it('a client creates only for themselves: client forced, assignee ignored', async () => {
    const app = await created(
      { client: otherClient.user.id, assigned_to: editor.user.id, status: 'submitted' },
      client,
    );
    expect(app.client?.id).toBe(client.user.id);
    expect(app.assigned_to).toBeNull();
    expect(app.status).toBe('submitted');
  });

  it('refuses any other starting status', async () => {
    const response = await create(valid({ status: 'approved' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toBeDefined();
  });

  it('a required enabled field missing is a 422 naming it', async () => {
    const response = await create({ transaction_type: 'renewal', client: client.user.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_error');
    expect(Object.keys(response.json().errors)).toEqual(['title', 'priority']);
  });

  it('a newly required field is enforced; a disabled field is ignored', async () => {
    await setField('department', { isRequired: true });
    try {
      const missing = await create(valid());
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.department).toBeDefined();
    } finally {
      await setField('department', { isRequired: false });
    }
    await setField('department', { isEnabled: false });
    try {
      const app = await created({ department: 'Ignored' });
      expect(app.department).toBe('');
    } finally {
      await setField('department', { isEnabled: true });
    }
  });

  it('refuses inactive or unknown options, bad clients and assignees', async () => {
    const types = await t.app.inject({
      method: 'GET',
      url: `${BASE}/form-config/application-types/`,
      headers: admin.auth,
    });
    const type = types.json<{ id: number; value: string }[]>()[0]!;
    await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/form-config/application-types/${type.id}/`,
      headers: admin.auth,
      payload: { is_active: false },
    });
    try {
      const inactive = await create(valid({ transaction_type: type.value }));
      expect(inactive.statusCode).toBe(422);
      expect(inactive.json().errors.transaction_type).toBeDefined();
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: `${BASE}/form-config/application-types/${type.id}/`,
        headers: admin.auth,
        payload: { is_active: true },
      });
    }
    const bad = await create(
      valid({ priority: 'nope', client: editor.user.id, assigned_to: client.user.id }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['assigned_to', 'client', 'priority']);
  });

  it('malformed bodies are 422', async () => {
    for (const payload of [
      valid({ due_date: '2026-13-45' }),
      valid({ client_email: 'not-an-email' }),
      valid({ tags: 'tax' }),
      valid({ title: 'x'.repeat(201) }),
      valid({ unknown: 1 }),
    ]) {
      expect((await create(payload)).statusCode).toBe(422);
    }
  });

  it('reference numbers stay unique under 20 concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(valid({ title: `Concurrent ${i}` }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const refs = responses.map((r) => r.json<TApplication>().reference_number);
    const ids = responses.map((r) => r.json<TApplication>().transaction_id);
    expect(new Set(refs).size).toBe(20);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('scope', () => {
  it('a second client sees nothing of the first', async () => {
    const app = await created({}, client);
    expect((await get(app.id, client)).statusCode).toBe(200);
    expect((await get(app.id, otherClient)).statusCode).toBe(404);
    expect((await patch(app.id, { title: 'Mine' }, otherClient)).statusCode).toBe(404);
    expect((await remove(app.id, otherClient)).statusCode).toBe(404);
    const page = await listed('?page_size=100', otherClient);
    expect(page.results.every((a) => a.client?.id === otherClient.user.id)).toBe(true);
    expect(page.results.some((a) => a.id === app.id)).toBe(false);
    const own = await listed('?page_size=100', client);
    expect(own.results.some((a) => a.id === app.id)).toBe(true);
    expect(own.results.every((a) => a.client?.id === client.user.id)).toBe(true);
  });

  it('an editor sees what they created or are assigned to, nothing else', async () => {
    const assigned = await created({ assigned_to: editor.user.id });
    const own = await created({}, editor);
    const foreign = await created({ assigned_to: otherEditor.user.id });
    const ids = (await listed('?page_size=100', editor)).results.map((a) => a.id);
    expect(ids).toContain(assigned.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    expect((await get(foreign.id, editor)).statusCode).toBe(404);
    expect((await patch(foreign.id, { title: 'x' }, editor)).statusCode).toBe(404);
    expect((await get(foreign.id, otherEditor)).statusCode).toBe(200);
  });

  it('unknown and malformed ids are 404', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(404);
  });
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

describe('access', () => {
  it('every endpoint needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/`],
      ['POST', `${BASE}/`],
      ['GET', `${BASE}/1/`],
      ['PATCH', `${BASE}/1/`],
      ['DELETE', `${BASE}/1/`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('a new client brings their e-mail and phone on PATCH', async () => {
    const app = await created();
    const response = await patch(app.id, { client: otherClient.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().client_email).toBe(otherClient.user.email);
    expect(response.json().client_name).toBe('Second Client');
  });

  it('answers in Arabic by Accept-Language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/`,
      headers: { ...admin.auth, 'accept-language': 'ar' },
      payload: valid({ priority: 'nope' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.priority).toEqual(['اختر أحد الخيارات النشطة.']);
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

describe('list', () => {
  it('pages as {count, next, previous, results}, newest update first', async () => {
    const page = await listed('?page_size=2');
    expect(page.count).toBeGreaterThan(2);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
    const [first, second] = page.results;
    expect(first!.updated_at >= second!.updated_at).toBe(true);
  });

  it('filters by status, priority, type, assignee, client, department, dates and tags', async () => {
    const app = await created({
      priority: 'urgent',
      department: 'Unique Dept',
      tags: ['alpha', 'beta'],
      due_date: '2030-01-15',
      assigned_to: otherEditor.user.id,
      client: otherClient.user.id,
    });
    const ids = async (query: string) => (await listed(query)).results.map((a) => a.id);
    expect(await ids('?department=Unique%20Dept')).toEqual([app.id]);
    expect(await ids('?tags=zzz,beta&department=Unique%20Dept')).toEqual([app.id]);
    expect(await ids('?tags=zzz&department=Unique%20Dept')).toEqual([]);
    expect(await ids('?due_date_after=2030-01-15&due_date_before=2030-01-15')).toEqual([app.id]);
    expect(
      await ids(`?assigned_to=${otherEditor.user.id}&client=${otherClient.user.id}`),
    ).toContain(app.id);
    expect(await ids('?priority=urgent&status=draft&transaction_type=renewal')).toContain(app.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await ids(`?created_at_after=${today}&created_at_before=${today}&page_size=100`),
    ).toContain(app.id);
    expect(await ids('?created_at_before=2000-01-01')).toEqual([]);
    expect(await ids('?has_attachments=true')).toEqual([]);
  });

  it('malformed filters are 422, never 500', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page_size=101',
      '?ordering=password_hash',
      '?assigned_to=abc',
      '?client=-1',
      '?created_at_after=yesterday',
      '?due_date_before=2026-02-30',
      '?has_attachments=maybe',
      `?search=${'x'.repeat(201)}`,
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('validation_error');
    }
  });

  it('search finds Arabic across letter variants, and reference, id, client and tags', async () => {
    const app = await created({ title: 'طلب إسْتِشارة للمدرسة', tags: ['عاجل'] });
    const ids = async (term: string) =>
      (await listed(`?search=${encodeURIComponent(term)}`)).results.map((a) => a.id);
    expect(await ids('استشاره')).toContain(app.id);
    expect(await ids('مدرسه')).toContain(app.id);
    expect(await ids('احمد')).toContain(app.id); // the client أحمد علي
    expect(await ids('أحمد')).toContain(app.id);
    expect(await ids(app.reference_number.toLowerCase())).toEqual([app.id]);
    expect(await ids(app.transaction_id)).toEqual([app.id]);
    expect(await ids('عاجل')).toContain(app.id);
    expect(await ids('100%_')).toEqual([]);
  });
});

describe('options in use', () => {
  it('a type used by an application is deactivated, not deleted', async () => {
    const type = await t.app.inject({
      method: 'POST',
      url: `${BASE}/form-config/application-types/`,
      headers: admin.auth,
      payload: { value: 'used_type', label_en: 'Used', label_ar: 'مستخدم', badge_color: '#123456' },
    });
    const { id } = type.json<{ id: number }>();
    await created({ transaction_type: 'used_type' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/form-config/application-types/${id}/`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().option.is_active).toBe(false);
  });
});
