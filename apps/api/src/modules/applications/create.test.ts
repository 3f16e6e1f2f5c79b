import type { TApplication } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { applicationRequests, BASE } from './applications.fixtures.js';

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
const { create, valid, created, audits, setField } = applicationRequests(t, { admin, client });

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
