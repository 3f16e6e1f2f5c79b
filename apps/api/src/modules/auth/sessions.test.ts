import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { signInAs, TEST_PASSWORD, type Session } from '../../test/factories.js';
import { tokenFrom, waitForMail } from '../../test/mail.js';
import { updateUser } from '../users/users.repository.js';

const { t } = testCast([]);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const profile = (auth: { authorization: string }) =>
  t.app.inject({
    method: 'GET',
    url: '/api/profile/',
    headers: { ...auth, 'accept-language': 'en' },
  });

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A second sign-in of the same user: another session. */
async function secondSession(session: Session, password = TEST_PASSWORD) {
  const response = await post('/api/login/', { email: session.user.email, password });
  expect(response.statusCode).toBe(200);
  return response.json<{ access: string; refresh: string }>();
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

async function expectRefused(auth: { authorization: string }) {
  const response = await profile(auth);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    detail: 'Your session is invalid or has expired. Please sign in again.',
    code: 'token_invalid',
  });
}

describe('sessions', () => {
  it('names the session and the token version in both tokens', async () => {
    const session = await signInAs(t.app, 'client');
    const access = claimsOf(session.access);
    const refresh = claimsOf(session.refresh);
    expect(access.sid).toBe(refresh.jti);
    expect(refresh.sid).toBe(refresh.jti);
    expect(access.ver).toBe(0);
    const renewed = await post('/api/token/refresh/', { refresh: session.refresh });
    expect(claimsOf(renewed.json().access).sid).toBe(refresh.jti);
  });

  it('ends on logout: that session only, at the next request', async () => {
    const session = await signInAs(t.app, 'client');
    const other = await secondSession(session);
    expect((await profile(session.auth)).statusCode).toBe(200);
    const out = await post('/api/logout/', { refresh: session.refresh });
    expect(out.statusCode).toBe(200);
    await expectRefused(session.auth);
    expect((await profile(bearer(other.access))).statusCode).toBe(200);
    const refreshed = await post('/api/token/refresh/', { refresh: other.refresh });
    expect(refreshed.statusCode).toBe(200);
  });

  it('ends every other session on a password change; the caller goes on with new tokens', async () => {
    const session = await signInAs(t.app, 'editor');
    const other = await secondSession(session);
    const response = await post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'Another#Pass1' },
      session.auth,
    );
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json<{ access: string; refresh: string }>();
    await expectRefused(session.auth);
    await expectRefused(bearer(other.access));
    expect((await post('/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect(claimsOf(access).ver).toBe(1);
    expect((await profile(bearer(access))).statusCode).toBe(200);
    const renewed = await post('/api/token/refresh/', { refresh });
    expect(renewed.statusCode).toBe(200);
    expect((await profile(bearer(renewed.json().access))).statusCode).toBe(200);
  });

  it('ends every session on a password reset', async () => {
    const session = await signInAs(t.app, 'client');
    expect((await post('/api/reset-password/', { email: session.user.email })).statusCode).toBe(
      200,
    );
    const token = tokenFrom(
      await waitForMail(t.config.dataDir, session.user.email),
      'reset-password',
    );
    const confirm = await post('/api/reset-password/confirm/', {
      token,
      new_password: 'Brand#New1pass',
      confirm_password: 'Brand#New1pass',
    });
    expect(confirm.statusCode).toBe(200);
    await expectRefused(session.auth);
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });

  it('ends every session on deactivation, for good even once reactivated', async () => {
    const session = await signInAs(t.app, 'client');
    await updateUser(t.app.db, session.user.id, { isActive: false });
    await expectRefused(session.auth);
    await updateUser(t.app.db, session.user.id, { isActive: true });
    await expectRefused(session.auth);
    expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    // Signing in again works.
    await secondSession(session);
  });

  it('keeps sessions through other changes of the user', async () => {
    const session = await signInAs(t.app, 'client');
    await updateUser(t.app.db, session.user.id, { firstName: 'Renamed' });
    expect((await profile(session.auth)).statusCode).toBe(200);
  });
});

describe('POST /api/change-password/ guesses', () => {
  it('allows 5 wrong current passwords per user in the window, then answers 429', async () => {
    const session = await signInAs(t.app, 'client');
    const attempt = (oldPassword: string, lang = 'en') =>
      post(
        '/api/change-password/',
        { old_password: oldPassword, new_password: 'Another#Pass1' },
        { ...session.auth, 'accept-language': lang },
      );
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(TEST_PASSWORD, 'ar');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({
      detail: 'أُدخلت كلمة المرور الحالية خطأً مرات كثيرة. حاول مرة أخرى بعد 15 دقيقة.',
      code: 'too_many_attempts',
    });
    // Nothing changed: the old password still signs in, the session still works.
    expect((await profile(session.auth)).statusCode).toBe(200);
    await secondSession(session);
    // Another user is not affected.
    const other = await signInAs(t.app, 'client');
    const theirs = await post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'Another#Pass1' },
      other.auth,
    );
    expect(theirs.statusCode).toBe(200);
  });
});
