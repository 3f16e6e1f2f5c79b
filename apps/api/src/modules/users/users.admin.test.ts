import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { createUser, signInAs, TEST_PASSWORD, type Session } from '../../test/factories.js';
import { usersAdminSetup } from './users.admin.fixtures.js';

const { t, admin, editor, call, patch, bulk, login, auditActions, applicationOf } =
  usersAdminSetup();

describe('PATCH /api/users/{id}/', () => {
  it('edits names, phone, company, language and role, and keeps the full name in step', async () => {
    const user = await createUser(t.app, {
      firstName: 'Old',
      lastName: 'Name',
      fullName: 'Old Name',
    });
    const response = await patch(user.id, {
      first_name: 'نور',
      phone_number: '+966500000001',
      company_name: 'Acme',
      language_preference: 'en',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'نور',
      full_name: 'نور Name',
      phone_number: '+966500000001',
      company_name: 'Acme',
      language_preference: 'en',
      role: 'editor',
    });
    expect(await auditActions(user.id)).toContain('user.updated');
  });

  it('finds a client applications by the name an admin gave them', async () => {
    const client = await createUser(t.app, { fullName: 'Before Rename' });
    const id = await applicationOf(client.id, null);
    const renamed = await patch(client.id, { first_name: 'Qamar', last_name: 'Zuhair' });
    expect(renamed.statusCode).toBe(200);
    const found = await call('/api/transactions/?search=Qamar%20Zuhair', admin, { method: 'GET' });
    expect(found.json().results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('ends a deactivated user sessions at once: refresh and access tokens refused', async () => {
    const victim = await signInAs(t.app, 'client');
    expect((await patch(victim.user.id, { is_active: false })).statusCode).toBe(200);
    const refreshed = await call('/api/token/refresh/', undefined, {
      method: 'POST',
      payload: { refresh: victim.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await call('/api/profile/', victim, { method: 'GET' })).statusCode).toBe(401);
    const relogin = await login(victim.user.email, TEST_PASSWORD);
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().code).toBe('account_disabled');
  });

  it('refuses self-deactivation', async () => {
    const response = await patch(admin.user.id, { is_active: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('self_deactivation');
  });

  it('asks for a hand-over, then moves exactly the open applications with the change', async () => {
    const leaving = await createUser(t.app, { role: 'editor' });
    const taker = await createUser(t.app, { role: 'editor' });
    const client = await createUser(t.app);
    const open = [
      await applicationOf(client.id, leaving.id),
      await applicationOf(client.id, leaving.id),
    ];
    const done = await applicationOf(client.id, leaving.id, 'completed');

    const asked = await patch(leaving.id, { is_active: false });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('handover_required');
    expect(asked.json().detail).toContain('2');
    const [still] = await t.app.db.select().from(users).where(eq(users.id, leaving.id));
    expect(still?.isActive).toBe(true);

    const handed = await patch(leaving.id, { is_active: false, reassign_to: taker.id });
    expect(handed.statusCode, handed.body).toBe(200);
    const rows = await t.app.db
      .select({ id: applications.id, assignee: applications.assignedToId })
      .from(applications)
      .where(eq(applications.clientId, client.id));
    const assignee = new Map(rows.map((r) => [r.id, r.assignee]));
    expect(open.map((id) => assignee.get(id))).toEqual([taker.id, taker.id]);
    expect(assignee.get(done)).toBe(leaving.id);
  });

  it('returns the applications to the queue when asked (reassign_to null)', async () => {
    const leaving = await createUser(t.app, { role: 'editor' });
    const client = await createUser(t.app);
    const id = await applicationOf(client.id, leaving.id);
    const response = await patch(leaving.id, { is_active: false, reassign_to: null });
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.assignedToId).toBeNull();
  });
});

describe('the last active admin', () => {
  it('can be neither demoted nor deactivated, by themself or a second admin', async () => {
    const own = await createTestApp();
    try {
      const signIn = (role: 'admin') => signInAs(own.app, role);
      const [first, second] = await Promise.all([signIn('admin'), signIn('admin')]);
      const patchOn = (id: number, payload: unknown, session: Session) =>
        own.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}/`,
          payload: payload as object,
          headers: session.auth,
        });
      // Two admins: the second may deactivate the first.
      expect((await patchOn(first.user.id, { is_active: false }, second)).statusCode).toBe(200);
      const demoted = await patchOn(second.user.id, { role: 'editor' }, second);
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().code).toBe('last_admin');
      const third = await createUser(own.app, { role: 'admin', isActive: false });
      const both = await own.app.inject({
        method: 'POST',
        url: '/api/users/bulk_update/',
        payload: { user_ids: [third.id], is_active: true },
        headers: second.auth,
      });
      expect(both.statusCode).toBe(200);
      // Now the second may step down to editor: another admin remains.
      expect((await patchOn(second.user.id, { role: 'editor' }, second)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/users/bulk_update/', () => {
  it('changes every user or none', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const refused = await bulk({ user_ids: [a.id, 2147483000], is_active: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_ids[0]).toContain('2147483000');
    const rows = await t.app.db.select().from(users).where(eq(users.id, a.id));
    expect(rows[0]?.isActive).toBe(true);

    const done = await bulk({ user_ids: [a.id, b.id], is_active: false });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ updated: 2, reassigned: 0 });
    const again = await bulk({ user_ids: [a.id, b.id], is_active: true });
    expect(again.json()).toMatchObject({ updated: 2 });
    expect(await auditActions(a.id)).toEqual(
      expect.arrayContaining(['user.deactivated', 'user.activated']),
    );
  });

  it('refuses to include the caller in a deactivation', async () => {
    const other = await createUser(t.app);
    const response = await bulk({ user_ids: [other.id, admin.user.id], is_active: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('self_deactivation');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.isActive).toBe(true);
  });

  it('hands over the open applications of every editor deactivated', async () => {
    const [e1, e2, taker, client] = await Promise.all([
      createUser(t.app, { role: 'editor' }),
      createUser(t.app, { role: 'editor' }),
      createUser(t.app, { role: 'editor' }),
      createUser(t.app),
    ]);
    await applicationOf(client.id, e1.id);
    await applicationOf(client.id, e2.id);
    const asked = await bulk({ user_ids: [e1.id, e2.id], is_active: false });
    expect(asked.statusCode).toBe(409);
    const sameUser = await bulk({ user_ids: [e1.id, e2.id], is_active: false, reassign_to: e1.id });
    expect(sameUser.statusCode).toBe(422);
    const done = await bulk({ user_ids: [e1.id, e2.id], is_active: false, reassign_to: taker.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ updated: 2, reassigned: 2 });
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('removes a client without applications', async () => {
    const user = await createUser(t.app);
    const response = await call(`/api/users/${user.id}/`, admin, { method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json().anonymised).toBe(false);
    expect((await call(`/api/users/${user.id}/`, admin, { method: 'GET' })).statusCode).toBe(404);
  });

  it('anonymises a client with applications and keeps the applications and history', async () => {
    const client = await signInAs(t.app, 'client', {
      fullName: 'Private Person',
      phoneNumber: '+966511110000',
    });
    const id = await applicationOf(client.user.id, null);
    const response = await call(`/api/users/${client.user.id}/`, admin, { method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json().anonymised).toBe(true);
    const user = (await call(`/api/users/${client.user.id}/`, admin, { method: 'GET' })).json();
    expect(user).toMatchObject({ is_active: false, phone_number: '', company_name: '' });
    expect(user.email).not.toBe(client.user.email);
    expect(user.full_name).not.toContain('Private');
    const application = await call(`/api/transactions/${id}/`, admin, { method: 'GET' });
    expect(application.statusCode).toBe(200);
    expect(application.json().client_email).toBe('');
    const history = await call(`/api/transactions/${id}/history/`, admin, { method: 'GET' });
    expect(history.json().length).toBeGreaterThan(0);
    const search = await call('/api/transactions/?search=Private%20Person', admin, {
      method: 'GET',
    });
    expect(search.json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await login(client.user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('never deletes staff', async () => {
    const response = await call(`/api/users/${editor.user.id}/`, admin, { method: 'DELETE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('staff_not_deletable');
  });
});
