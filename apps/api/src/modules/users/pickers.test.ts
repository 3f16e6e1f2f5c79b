import type { TUserOptionPage } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, signInAs, type Session } from '../../test/factories.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let client: Session;
let ahmad: UserRow;
let inactiveClient: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, client] = await Promise.all([
    signInAs(t.app, 'admin', { fullName: 'Picker Admin' }),
    signInAs(t.app, 'editor', { fullName: 'Picker Editor' }),
    signInAs(t.app, 'client', { fullName: 'Picker Client' }),
  ]);
  [ahmad, inactiveClient] = await Promise.all([
    createUser(t.app, {
      role: 'client',
      fullName: 'أحمد المنصور',
      email: 'ahmad.picker@example.test',
      phoneNumber: '+966500000077',
    }),
    createUser(t.app, { role: 'client', fullName: 'Gone Client', isActive: false }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const pick = (path: string, query = '', session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `/api/users/${path}/${query}`, headers: session.auth });
const picked = async (path: string, query = '', session: Session = admin) => {
  const response = await pick(path, query, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUserOptionPage>();
};

describe('GET /api/users/clients/', () => {
  it('lists active clients only, with the contact details a form prefills', async () => {
    const page = await picked('clients', '?page_size=100');
    const ids = page.results.map((u) => u.id);
    expect(ids).toContain(client.user.id);
    expect(ids).toContain(ahmad.id);
    expect(ids).not.toContain(inactiveClient.id);
    expect(ids).not.toContain(editor.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect(page.results.find((u) => u.id === ahmad.id)).toEqual({
      id: ahmad.id,
      full_name: 'أحمد المنصور',
      email: 'ahmad.picker@example.test',
      phone_number: '+966500000077',
    });
    expect(page.count).toBe(page.results.length);
  });

  it('searches names (any alef form, any case) and e-mail addresses', async () => {
    const byArabic = await picked('clients', `?search=${encodeURIComponent('احمد')}`);
    expect(byArabic.results.map((u) => u.id)).toEqual([ahmad.id]);
    const byEmail = await picked('clients', '?search=AHMAD.PICKER@');
    expect(byEmail.results.map((u) => u.id)).toEqual([ahmad.id]);
    const byLatin = await picked('clients', '?search=picker%20client');
    expect(byLatin.results.map((u) => u.id)).toEqual([client.user.id]);
    // Like wildcards are taken literally.
    expect((await picked('clients', '?search=%25')).count).toBe(0);
  });

  it('pages with next and previous links; page_size is capped at 100', async () => {
    const first = await picked('clients', '?page_size=1');
    expect(first.results).toHaveLength(1);
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await picked('clients', '?page_size=1&page=2');
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    expect(second.previous).toContain('page=1');
    expect((await pick('clients', '?page_size=101')).statusCode).toBe(422);
    expect((await pick('clients', '?search=' + 'x'.repeat(201))).statusCode).toBe(422);
  });

  it('editors may use it; clients get 403 and strangers 401', async () => {
    expect((await picked('clients', '', editor)).count).toBeGreaterThanOrEqual(2);
    const refused = await pick('clients', '', client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/clients/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/editors/', () => {
  it('lists active editors and admins, never clients', async () => {
    const hidden = await createUser(t.app, { role: 'editor', isActive: false });
    const page = await picked('editors', '?page_size=100', editor);
    const ids = page.results.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, editor.user.id]));
    expect(ids).not.toContain(client.user.id);
    expect(ids).not.toContain(ahmad.id);
    expect(ids).not.toContain(hidden.id);
    const search = await picked('editors', '?search=picker%20ed');
    expect(search.results.map((u) => u.id)).toEqual([editor.user.id]);
  });

  it('clients get 403', async () => {
    expect((await pick('editors', '', client)).statusCode).toBe(403);
  });
});
