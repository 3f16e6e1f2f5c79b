import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createOption } from '../../test/factories.js';
import { applicationRequests, BASE } from './applications.fixtures.js';

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
const { get, patch, remove, list, listed, valid, created } = applicationRequests(t, {
  admin,
  client,
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
    const { id } = await createOption(t.app, admin, 'application-types', {
      value: 'used_type',
      label_en: 'Used',
      label_ar: 'مستخدم',
      badge_color: '#123456',
    });
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
