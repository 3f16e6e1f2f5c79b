import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLogs, users } from '../../db/schema/index.js';
import { applications } from '../../db/schema/index.js';
import { createApplication, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.js';
import { oidcSetup } from './oidc.fixtures.js';
import { HANDOFF_TTL_MS } from './oidc.service.js';

const { t, signInAt, exchange } = oidcSetup();
let n = 0;
const sub = () => `sub-${++n}`;

async function auditOf(action: string, entityId: string) {
  return t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId)));
}

const userByEmail = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

describe('signing in through the OpenID provider', () => {
  it('signs in an existing user by verified e-mail, with a one-time code, never asking TOTP', async () => {
    const user = await createUser(t.app, { role: 'editor' });
    // Two-factor sign-in on: the password would need its second step, the provider does not.
    await t.app.db
      .update(users)
      .set({ totpEnabledAt: new Date(), totpSecret: 'unused' })
      .where(eq(users.id, user.id));
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(password.json()).toMatchObject({ mfa_required: true });

    const landing = await signInAt(sub(), { email: user.email, email_verified: true });
    expect(landing.error).toBeUndefined();
    expect(landing.sso).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(landing.location).not.toMatch(/access|refresh|token|eyJ/);

    const first = await exchange(landing.sso);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(Object.keys(body)).toEqual(['access', 'refresh', 'user']);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'editor' });
    const profile = await t.app.inject({
      url: '/api/profile/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(profile.statusCode).toBe(200);

    const [entry] = await auditOf('auth.login_succeeded', String(user.id));
    expect(entry?.changes).toMatchObject({ method: 'oidc', email: user.email });

    // The code is single-use.
    const again = await exchange(landing.sso);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('sso_code_invalid');
  });

  it('refuses an unknown e-mail while creating users is off, and creates one when on', async () => {
    const email = `new-${Date.now()}@staff.example`;
    const account = sub();
    const refused = await signInAt(account, {
      email,
      email_verified: true,
      given_name: 'Huda',
      family_name: 'Saleh',
      name: 'Huda Saleh',
    });
    expect(refused).toMatchObject({ error: 'sso_unknown_user', sso: undefined });
    expect(await userByEmail(email)).toBeUndefined();
    const [failed] = (await t.app.db.select().from(auditLogs))
      .filter((row) => row.action === 'auth.login_failed')
      .filter((row) => (row.changes as { email?: string }).email === email);
    expect(failed?.changes).toMatchObject({ method: 'oidc', reason: 'sso_unknown_user' });

    t.oidc.createUsers = true;
    try {
      const landing = await signInAt(account);
      const response = await exchange(landing.sso);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({
        email,
        role: 'client',
        full_name: 'Huda Saleh',
        first_name: 'Huda',
        email_verified: true,
      });
      const created = await userByEmail(email);
      const [entry] = await auditOf('user.created', String(created?.id));
      expect(entry?.changes).toMatchObject({ email, role: 'client', method: 'oidc' });
      expect(entry?.actorId).toBeNull();
      // No password of its own: the password form refuses it like a wrong one.
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email, password: 'Any#Passw0rd1' },
      });
      expect(password.statusCode).toBe(401);
    } finally {
      t.oidc.createUsers = false;
    }
  });

  it('refuses an address the provider does not vouch for, and one of a domain not allowed', async () => {
    const user = await createUser(t.app);
    const unverified = await signInAt(sub(), { email: user.email, email_verified: false });
    expect(unverified.error).toBe('sso_email_unverified');

    t.oidc.allowedDomains = ['staff.example'];
    try {
      const other = await signInAt(sub(), { email: user.email, email_verified: true });
      expect(other.error).toBe('sso_domain_not_allowed');
      t.oidc.createUsers = true;
      const outsider = await signInAt(sub(), {
        email: 'x@elsewhere.example',
        email_verified: true,
      });
      expect(outsider.error).toBe('sso_domain_not_allowed');
      expect(await userByEmail('x@elsewhere.example')).toBeUndefined();
      const inside = await signInAt(sub(), {
        email: `in-${n}@staff.example`,
        email_verified: true,
      });
      expect(inside.sso).toBeTruthy();
    } finally {
      t.oidc.allowedDomains = [];
      t.oidc.createUsers = false;
    }
  });

  it('refuses a deactivated user, at the callback and at the exchange', async () => {
    const user = await createUser(t.app, { isActive: false });
    const landing = await signInAt(sub(), { email: user.email, email_verified: true });
    expect(landing.error).toBe('sso_account_disabled');
    const [entry] = await auditOf('auth.login_failed', String(user.id));
    expect(entry?.changes).toMatchObject({ method: 'oidc', reason: 'sso_account_disabled' });

    const later = await createUser(t.app);
    const passed = await signInAt(sub(), { email: later.email, email_verified: true });
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, later.id));
    const response = await exchange(passed.sso);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_disabled');
  });

  it('takes the role from the claim, keeps it in step at each sign-in and audits the change', async () => {
    Object.assign(t.oidc, {
      roleClaim: 'groups',
      adminValues: ['mutabaa-admins'],
      editorValues: ['mutabaa-editors'],
      createUsers: true,
    });
    try {
      const email = `roles-${Date.now()}@staff.example`;
      const account = sub();
      const claims = { email, email_verified: true, groups: ['staff', 'mutabaa-editors'] };
      const first = await exchange((await signInAt(account, claims)).sso);
      expect(first.json().user.role).toBe('editor');

      t.idp.accounts.set(account, { ...claims, groups: ['mutabaa-admins', 'mutabaa-editors'] });
      const second = await exchange((await signInAt(account)).sso);
      expect(second.json().user.role).toBe('admin');
      const id = String(second.json().user.id);
      const [changed] = await auditOf('user.updated', id);
      expect(changed?.changes).toMatchObject({
        role: { from: 'editor', to: 'admin' },
        method: 'oidc',
      });

      // The last active admin stays one, whatever the claim says (as in User Management).
      await t.app.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'));
      await t.app.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.id, Number(id)));
      t.idp.accounts.set(account, { ...claims, groups: [] });
      const kept = await exchange((await signInAt(account)).sso);
      expect(kept.json().user.role).toBe('admin');
      expect(await auditOf('user.updated', id)).toHaveLength(1);

      await createUser(t.app, { role: 'admin' });
      const third = await exchange((await signInAt(account)).sso);
      expect(third.json().user.role).toBe('client');
      expect(await auditOf('user.updated', id)).toHaveLength(2);
    } finally {
      Object.assign(t.oidc, {
        roleClaim: undefined,
        adminValues: [],
        editorValues: [],
        createUsers: false,
      });
    }
  });

  it('hands the open applications of an editor the claim makes a client to the queue', async () => {
    Object.assign(t.oidc, { roleClaim: 'groups', editorValues: ['mutabaa-editors'] });
    try {
      const admin = await signInAs(t.app, 'admin');
      const editor = await createUser(t.app, { role: 'editor' });
      const client = await createUser(t.app);
      const held = await createApplication(t.app, admin, {
        client: client.id,
        assigned_to: editor.id,
      });
      const account = sub();
      const claims = { email: editor.email, email_verified: true, groups: ['mutabaa-editors'] };
      expect((await exchange((await signInAt(account, claims)).sso)).json().user.role).toBe(
        'editor',
      );
      const stillHeld = await t.app.db
        .select({ to: applications.assignedToId })
        .from(applications)
        .where(eq(applications.id, held.id));
      expect(stillHeld[0]?.to).toBe(editor.id);

      t.idp.accounts.set(account, { ...claims, groups: [] });
      expect((await exchange((await signInAt(account)).sso)).json().user.role).toBe('client');
      const now = await t.app.db
        .select({ to: applications.assignedToId })
        .from(applications)
        .where(eq(applications.id, held.id));
      expect(now[0]?.to).toBeNull();
      const [changed] = await auditOf('user.updated', String(editor.id));
      expect(changed?.changes).toMatchObject({
        role: { from: 'editor', to: 'client' },
        handed_over: { count: 1, to: null },
        method: 'oidc',
      });
    } finally {
      Object.assign(t.oidc, { roleClaim: undefined, editorValues: [] });
    }
  });

  it('lets the one-time code live a minute only', async () => {
    const user = await createUser(t.app);
    const landing = await signInAt(sub(), { email: user.email, email_verified: true });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + HANDOFF_TTL_MS + 1000);
      const late = await exchange(landing.sso);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('sso_code_invalid');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an unknown, empty or over-long exchange code without a session', async () => {
    for (const code of ['unknown', 'x'.repeat(128)]) {
      const response = await exchange(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('sso_code_invalid');
    }
    expect((await exchange('')).statusCode).toBe(422);
    expect((await exchange('x'.repeat(129))).statusCode).toBe(422);
  });
});

describe('OIDC_PASSWORD_LOGIN=false', () => {
  it('leaves the password to admins, with a localised refusal for the others', async () => {
    t.config.passwordLogin = false;
    try {
      const editor = await createUser(t.app, { role: 'editor' });
      const admin = await createUser(t.app, { role: 'admin' });
      const login = (email: string, lang: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email, password: TEST_PASSWORD },
          headers: { 'accept-language': lang },
        });
      const refused = await login(editor.email, 'en');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'password_login_disabled' });
      expect(refused.json().detail).toMatch(/single sign-on/);
      const arabic = await login(editor.email, 'ar');
      expect(arabic.json().detail).toMatch(/الدخول الموحّد/);
      expect((await login(admin.email, 'en')).statusCode).toBe(200);
      // A wrong password still says only that.
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: editor.email, password: 'Wrong#Passw0rd' },
      });
      expect(wrong.json().code).toBe('invalid_credentials');
      const config = await t.app.inject({ url: '/api/auth/oidc/config/' });
      expect(config.json().password_login).toBe(false);
      // The provider still signs the editor in.
      const landing = await signInAt(sub(), { email: editor.email, email_verified: true });
      expect((await exchange(landing.sso)).statusCode).toBe(200);
    } finally {
      t.config.passwordLogin = true;
    }
  });
});
