import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, refreshTokens } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories.js';
import { setSetting } from '../settings/settings.repository.js';
import { REQUIRE_EMAIL_VERIFICATION } from '../settings/settings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    headers: { 'accept-language': lang },
  });
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('POST /api/login/', () => {
  it('answers {access, refresh, user} with the documented claims', async () => {
    const user = await createUser(t.app, {
      role: 'editor',
      firstName: 'ليلى',
      lastName: 'حسن',
      fullName: 'ليلى حسن',
      languagePreference: 'ar',
    });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      full_name: 'ليلى حسن',
      first_name: 'ليلى',
      last_name: 'حسن',
      phone_number: '',
      company_name: '',
      language_preference: 'ar',
      role: 'editor',
      is_active: true,
      email_verified: true,
      date_joined: user.dateJoined.toISOString(),
      calendar: null,
      digits: null,
    });
    const access = claimsOf(body.access);
    expect(access).toMatchObject({
      token_type: 'access',
      user_id: user.id,
      email: user.email,
      role: 'editor',
      full_name: 'ليلى حسن',
    });
    expect(typeof access.jti).toBe('string');
    const now = Date.now() / 1000;
    expect(Number(access.exp) - now).toBeGreaterThan(14 * 60);
    expect(Number(access.exp) - now).toBeLessThanOrEqual(15 * 60 + 1);
    const refresh = claimsOf(body.refresh);
    expect(refresh.token_type).toBe('refresh');
    expect(Number(refresh.exp) - now).toBeGreaterThan(6.9 * 24 * 3600);
    const recorded = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, String(refresh.jti)));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown address alike, localised', async () => {
    const user = await createUser(t.app);
    const wrong = await login(user.email, 'wrong-password', 'ar');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      code: 'invalid_credentials',
    });
    const unknown = await login('nobody@example.test', 'wrong-password', 'ar');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a pending invitation like an unknown address, in the same time', async () => {
    const invitee = await createUser(t.app, {
      passwordHash: '',
      invitationPending: true,
      emailVerified: false,
    });
    const user = await createUser(t.app);
    const invited = await login(invitee.email, 'wrong-password', 'ar');
    const unknown = await login('nobody@example.test', 'wrong-password', 'ar');
    expect(invited.statusCode).toBe(401);
    expect(invited.json()).toEqual(unknown.json());

    // Each attempt from an address of its own, so that the throttle delays none; the three
    // kinds in turn, so that the load of the machine weighs on each alike.
    const kinds = {
      unknown: 'nobody@example.test',
      wrong_password: user.email,
      invited: invitee.email,
    };
    const times: Record<keyof typeof kinds, number[]> = {
      unknown: [],
      wrong_password: [],
      invited: [],
    };
    for (let i = 0; i < 15; i += 1) {
      for (const [kind, email] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
        const start = performance.now();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email, password: `wrong-${i}` },
          remoteAddress: `10.32.${i}.${Object.keys(kinds).indexOf(kind) + 1}`,
        });
        times[kind].push(performance.now() - start);
        expect(response.statusCode).toBe(401);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const medians = Object.values(times).map(median);
    // Each runs the password hash (tens of milliseconds): a refusal skipping it would be
    // several times faster than the others.
    expect(Math.max(...medians) / Math.min(...medians), JSON.stringify(medians)).toBeLessThan(2.5);
  });

  it('refuses an unverified user with code email_not_verified', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_verified');
    expect(response.json().detail).toMatch(/not verified/);
    const ar = await login(user.email, TEST_PASSWORD, 'ar');
    expect(ar.json().detail).toMatch(/لم يتم تأكيد بريدك الإلكتروني/);
  });

  it('lets an unverified user in when REQUIRE_EMAIL_VERIFICATION is off', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    await setSetting(t.app.db, REQUIRE_EMAIL_VERIFICATION, false, null);
    try {
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await setSetting(t.app.db, REQUIRE_EMAIL_VERIFICATION, true, null);
    }
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(t.app, { isActive: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_disabled');
  });

  it('validates the payload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: '', password: '' },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['هذا الحقل مطلوب.'],
      password: ['هذا الحقل مطلوب.'],
    });
  });
});

describe('POST /api/token/refresh/ and /api/logout/', () => {
  it('gives a new access token and keeps the refresh token usable', async () => {
    const session = await signInAs(t.app, 'client');
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: session.refresh },
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['access']);
      expect(claimsOf(response.json().access).token_type).toBe('access');
    }
  });

  it('refuses an access token or garbage as refresh token', async () => {
    const session = await signInAs(t.app, 'client');
    for (const refresh of [session.access, 'not-a-token']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_invalid');
    }
  });

  it('revokes the refresh token on logout', async () => {
    const session = await signInAs(t.app, 'client');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: session.refresh },
      headers: { 'accept-language': 'ar' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'تم تسجيل خروجك.' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('accepts a logout without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/' });
    expect(response.statusCode).toBe(200);
  });

  it('stops refreshing for a deactivated user', async () => {
    const session = await signInAs(t.app, 'client');
    const { updateUser } = await import('../users/users.repository.js');
    await updateUser(t.app.db, session.user.id, { isActive: false });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: session.auth,
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('the signed-in user of a request', () => {
  it('is read again at once after a change: a deactivated user is refused, a new role applies', async () => {
    const { updateUser } = await import('../users/users.repository.js');
    const session = await signInAs(t.app, 'client');
    const get = () => t.app.inject({ method: 'GET', url: '/api/profile/', headers: session.auth });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).json().role).toBe('client');
    await updateUser(t.app.db, session.user.id, { role: 'editor' });
    expect((await get()).json().role).toBe('editor');
    await updateUser(t.app.db, session.user.id, { isActive: false });
    expect((await get()).statusCode).toBe(401);
  });
});

describe('GET/PATCH /api/profile/', () => {
  it('needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('token_invalid');
  });

  it('remembers a verified token by its whole text: an altered copy is still refused', async () => {
    const session = await signInAs(t.app, 'editor');
    const profile = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/profile/',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(session.access)).statusCode).toBe(200);
    const [header, payload, signature] = session.access.split('.') as [string, string, string];
    const admin = Buffer.from(
      JSON.stringify({ ...claimsOf(session.access), role: 'admin', user_id: 1 }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const altered of [
      `${header}.${admin}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}`,
      `${session.access}x`,
    ]) {
      const response = await profile(altered);
      expect(response.statusCode, altered).toBe(401);
      expect(response.json().code).toBe('token_invalid');
    }
    // The remembered token itself still answers.
    expect((await profile(session.access)).json()).toMatchObject({ id: session.user.id });
  });

  it('returns the signed-in user', async () => {
    const session = await signInAs(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: session.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: session.user.id, role: 'admin' });
  });

  it('updates own fields and answers the stored user', async () => {
    const session = await signInAs(t.app, 'client');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: session.auth,
      payload: {
        first_name: 'Mona',
        last_name: 'Saleh',
        phone_number: '+966500000000',
        language_preference: 'ar',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Mona',
      last_name: 'Saleh',
      full_name: 'Mona Saleh',
      phone_number: '+966500000000',
      language_preference: 'ar',
      email: session.user.email,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: session.auth,
    });
    expect(again.json()).toEqual(response.json());
    const audit = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(session.user.id)), eq(auditLogs.entityType, 'user')))
      .orderBy(asc(auditLogs.seq));
    expect(audit.map((a) => a.action)).toEqual(['auth.login_succeeded', 'user.profile_updated']);
    expect(audit[1]?.actorId).toBe(session.user.id);
    expect(audit[1]?.changes).toMatchObject({
      first_name: { from: 'Test', to: 'Mona' },
      full_name: { from: 'Test User', to: 'Mona Saleh' },
    });
  });

  it('refuses to change e-mail or role', async () => {
    const session = await signInAs(t.app, 'client');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...session.auth, 'accept-language': 'en' },
      payload: { email: 'new@example.test', role: 'admin', first_name: 'X' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This field is not allowed.'],
      role: ['This field is not allowed.'],
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: session.auth,
    });
    expect(profile.json()).toMatchObject({
      email: session.user.email,
      role: 'client',
      first_name: 'Test',
    });
  });

  it('refuses a wrong-typed language', async () => {
    const session = await signInAs(t.app, 'client');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...session.auth, 'accept-language': 'en' },
      payload: { language_preference: 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.language_preference).toEqual(['Choose one of: ar, en.']);
  });
});
