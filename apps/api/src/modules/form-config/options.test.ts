import { APPLICATION_STATUSES, STATUS_COLORS } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { auditLogs } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast(['admin', 'editor', 'client']);

const BASE = '/api/transactions/form-config';
type Option = {
  id: number;
  value: string;
  label_en: string;
  label_ar: string;
  badge_color: string;
  order: number;
  is_active: boolean;
};

const get = async (path: string, session = client) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: session.auth });
const list = async (name: string) => (await get(`${name}/`)).json<Option[]>();
const create = (name: string, payload: object, session = admin) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${name}/`, headers: session.auth, payload });
const patch = (name: string, id: number | string, payload: object, session = admin) =>
  t.app.inject({ method: 'PATCH', url: `${BASE}/${name}/${id}/`, headers: session.auth, payload });
const remove = (name: string, id: number | string, query = '', session = admin) =>
  t.app.inject({ method: 'DELETE', url: `${BASE}/${name}/${id}/${query}`, headers: session.auth });
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(id))));

describe('seeded option lists', () => {
  it('hold the ten statuses with their exact colours and both labels', async () => {
    const statuses = await list('statuses');
    expect(statuses.map((s) => s.value)).toEqual([...APPLICATION_STATUSES]);
    for (const status of statuses) {
      expect(status.badge_color).toBe(STATUS_COLORS[status.value as keyof typeof STATUS_COLORS]);
      expect(status.label_en).not.toBe('');
      expect(status.label_ar).not.toBe('');
      expect(status.is_active).toBe(true);
    }
    expect(statuses.find((s) => s.value === 'under_review')).toMatchObject({
      label_en: 'Under review',
      label_ar: 'قيد المراجعة',
    });
  });

  it('hold the priorities low, normal, high, urgent and a few application types', async () => {
    expect((await list('priorities')).map((p) => p.value)).toEqual([
      'low',
      'normal',
      'high',
      'urgent',
    ]);
    const types = (await list('application-types')).map((p) => p.value);
    expect(types).toEqual(expect.arrayContaining(['general_request', 'license', 'permit']));
  });

  it('are readable by every signed-in user, not by anonymous callers', async () => {
    for (const session of [admin, editor, client]) {
      expect((await get('priorities/active/', session)).statusCode).toBe(200);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/statuses/` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('option changes', () => {
  it('creates an option at the end of its list, lower-casing the value, and audits it', async () => {
    const response = await create('application-types', {
      value: ' Building_Permit ',
      label_en: 'Building permit',
      label_ar: 'رخصة بناء',
      badge_color: '#123abc',
    });
    expect(response.statusCode).toBe(201);
    const option = response.json<Option>();
    expect(option).toMatchObject({ value: 'building_permit', is_active: true });
    const types = await list('application-types');
    expect(types.at(-1)?.id).toBe(option.id);
    expect(option.order).toBe(types.length - 1);
    expect(await audits('form_option.created', option.id)).toHaveLength(1);
  });

  it('refuses a duplicate value (409), bad colours and values (422) in both languages', async () => {
    const duplicate = await create('priorities', {
      value: 'HIGH',
      label_en: 'High',
      label_ar: 'عالية',
      badge_color: '#000000',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'option_value_taken',
      errors: { value: ['An option with this value already exists in this list.'] },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/priorities/`,
      headers: { ...admin.auth, 'accept-language': 'ar' },
      payload: { value: 'very high', label_en: '', label_ar: 'x', badge_color: 'blue' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      value: ['استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطة السفلية فقط.'],
      label_en: ['هذا الحقل مطلوب.'],
      badge_color: ['أدخل اللون بالصيغة #RRGGBB، مثل #0693e3.'],
    });
  });

  it('patches labels, colour and activity but never the value', async () => {
    const [low] = await list('priorities');
    const response = await patch('priorities', low!.id, {
      label_ar: 'منخفضة جدًا',
      badge_color: '#abcdef',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      value: 'low',
      label_ar: 'منخفضة جدًا',
      is_active: false,
    });
    expect((await get('priorities/active/')).json<Option[]>().map((p) => p.value)).not.toContain(
      'low',
    );
    const [audit] = await audits('form_option.updated', low!.id);
    expect(audit?.changes).toMatchObject({
      badge_color: { from: '#6c757d', to: '#abcdef' },
      is_active: { from: true, to: false },
    });
    expect((await patch('priorities', low!.id, { value: 'lowest' })).statusCode).toBe(422);
    expect((await patch('statuses', low!.id, { label_en: 'x' })).statusCode).toBe(404);
    expect((await patch('priorities', 'nope', { label_en: 'x' })).statusCode).toBe(404);
  });

  it('deletes an unused option (204) and audits it', async () => {
    const created = (
      await create('application-types', {
        value: 'temporary',
        label_en: 'Temporary',
        label_ar: 'مؤقت',
        badge_color: '#000000',
      })
    ).json<Option>();
    const response = await remove('application-types', created.id, '?hard=true');
    expect(response.statusCode).toBe(204);
    expect((await list('application-types')).map((o) => o.value)).not.toContain('temporary');
    expect(await audits('form_option.deleted', created.id)).toHaveLength(1);
    expect((await remove('application-types', created.id)).statusCode).toBe(404);
  });

  it('deactivates an option in use instead of deleting it, and refuses hard deletion (409)', async () => {
    const normal = (await list('priorities')).find((p) => p.value === 'normal')!;
    const hard = await remove('priorities', normal.id, '?hard=true');
    expect(hard.statusCode).toBe(409);
    expect(hard.json()).toMatchObject({
      code: 'option_in_use',
      detail: 'This option is in use and cannot be deleted. Deactivate it instead.',
    });
    expect((await list('priorities')).find((p) => p.id === normal.id)?.is_active).toBe(true);

    const soft = await remove('priorities', normal.id);
    expect(soft.statusCode).toBe(200);
    expect(soft.json()).toMatchObject({
      detail: 'This option is in use, so it has been deactivated instead of deleted.',
      option: { id: normal.id, value: 'normal', is_active: false },
    });
    expect(await audits('form_option.deactivated', normal.id)).toHaveLength(1);

    // A status that a transition uses is in use too.
    const draft = (await list('statuses')).find((s) => s.value === 'draft')!;
    expect((await remove('statuses', draft.id, '?hard=1')).statusCode).toBe(409);
    expect((await remove('statuses', draft.id)).json().option.is_active).toBe(false);
  });

  it('reorders a list by the given ids; the others follow', async () => {
    const before = await list('priorities');
    const ids = before.map((p) => p.id).reverse();
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/priorities/reorder/`,
      headers: admin.auth,
      payload: { ids: ids.slice(0, 2) },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<Option[]>();
    expect(after.map((p) => p.id)).toEqual([
      ids[0],
      ids[1],
      ...before.map((p) => p.id).filter((id) => !ids.slice(0, 2).includes(id)),
    ]);
    expect(after.map((p) => p.order)).toEqual(after.map((_, i) => i));
    const [audit] = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'form_option.reordered'));
    expect(audit).toMatchObject({
      entityId: 'priorities',
      changes: { to: after.map((p) => p.id) },
    });

    const statusId = (await list('statuses'))[0]!.id;
    for (const payload of [{ ids: [statusId] }, { ids: [ids[0], ids[0]] }, { ids: [] }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${BASE}/priorities/reorder/`,
        headers: admin.auth,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('refuses every write to editors, clients and anonymous callers', async () => {
    const [status] = await list('statuses');
    const requests = [
      { method: 'POST' as const, url: `${BASE}/statuses/`, payload: {} },
      { method: 'PATCH' as const, url: `${BASE}/statuses/${status!.id}/`, payload: {} },
      { method: 'DELETE' as const, url: `${BASE}/statuses/${status!.id}/` },
      { method: 'POST' as const, url: `${BASE}/statuses/reorder/`, payload: { ids: [1] } },
    ];
    for (const request of requests) {
      for (const session of [editor, client]) {
        const response = await t.app.inject({ ...request, headers: session.auth });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
  });
});
