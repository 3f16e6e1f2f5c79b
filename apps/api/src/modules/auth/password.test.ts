import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailTokens } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories.js';
import { tokenFrom, waitForMail } from '../../test/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const refreshWith = (refresh: string) => post('/api/token/refresh/', { refresh });

async function actions(userId: number) {
  const rows = await t.app.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, String(userId))))
    .orderBy(asc(auditLogs.seq));
  return rows.map((r) => r.action);
}

describe('POST /api/reset-password/ and /confirm/', () => {
  it('answers identically for known and unknown addresses', async () => {
    const user = await createUser(t.app);
    const known = await post(
      '/api/reset-password/',
      { email: user.email },
      { 'accept-language': 'ar' },
    );
    const unknown = await post(
      '/api/reset-password/',
      { email: 'nobody-here@example.test' },
      { 'accept-language': 'ar' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().detail).toContain('إعادة التعيين');
  });

  it('resets with the mailed token once, and revokes sessions', async () => {
    const session = await signInAs(t.app, 'client', { languagePreference: 'en' });
    await post('/api/reset-password/', { email: session.user.email });
    const mail = await waitForMail(t.config.dataDir, session.user.email);
    expect(mail.subject).toBe('Reset your password — Mutabaa');
    const token = tokenFrom(mail, 'reset-password');
    expect(mail.text).toContain(`http://mutabaa.test/reset-password/${token}`);

    const mismatch = await post('/api/reset-password/confirm/', {
      token,
      new_password: 'Brand#New2026',
      confirm_password: 'Other#New2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirm_password: ['The passwords do not match.'] });

    const payload = { token, new_password: 'Brand#New2026', confirm_password: 'Brand#New2026' };
    const done = await post('/api/reset-password/confirm/', payload);
    expect(done.statusCode).toBe(200);
    expect(done.json().detail).toMatch(/has been reset/);
    const reused = await post('/api/reset-password/confirm/', payload);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');

    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
    const oldLogin = await post('/api/login/', {
      email: session.user.email,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/login/', {
      email: session.user.email,
      password: 'Brand#New2026',
    });
    expect(newLogin.statusCode).toBe(200);
    expect(await actions(session.user.id)).toContain('user.password_reset');
  });

  it('mails Arabic users in Arabic', async () => {
    const user = await createUser(t.app, { languagePreference: 'ar', fullName: 'فهد' });
    await post('/api/reset-password/', { email: user.email });
    const mail = await waitForMail(t.config.dataDir, user.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور — متابعة');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('مرحبًا <bdi>فهد</bdi>');
  });

  it('refuses an expired reset token', async () => {
    const user = await createUser(t.app);
    await post('/api/reset-password/', { email: user.email });
    const token = tokenFrom(await waitForMail(t.config.dataDir, user.email), 'reset-password');
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const response = await post('/api/reset-password/confirm/', {
      token,
      new_password: 'Brand#New2026',
      confirm_password: 'Brand#New2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
  });
});

describe('POST /api/change-password/', () => {
  it('needs authentication', async () => {
    const response = await post('/api/change-password/', {
      old_password: 'x',
      new_password: 'Another#Pass1',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const session = await signInAs(t.app, 'editor');
    const response = await post(
      '/api/change-password/',
      { old_password: 'not-it', new_password: 'Another#Pass1' },
      { ...session.auth, 'accept-language': 'ar' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'كلمة المرور الحالية غير صحيحة.',
      code: 'invalid_old_password',
      errors: { old_password: ['كلمة المرور الحالية غير صحيحة.'] },
    });
  });

  it('refuses a short new password', async () => {
    const session = await signInAs(t.app, 'editor');
    const response = await post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'short' },
      session.auth,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.new_password).toEqual([
      'The password must be at least 8 characters long.',
    ]);
  });

  it('changes the password, revokes refresh tokens and audits', async () => {
    const session = await signInAs(t.app, 'editor');
    const second = await post('/api/login/', {
      email: session.user.email,
      password: TEST_PASSWORD,
    });
    const response = await post(
      '/api/change-password/',
      { old_password: TEST_PASSWORD, new_password: 'Another#Pass1' },
      session.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Your password has been changed.',
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
    expect((await refreshWith(second.json().refresh)).statusCode).toBe(401);
    const login = await post('/api/login/', {
      email: session.user.email,
      password: 'Another#Pass1',
    });
    expect(login.statusCode).toBe(200);
    expect((await refreshWith(login.json().refresh)).statusCode).toBe(200);
    expect(await actions(session.user.id)).toEqual([
      'auth.login_succeeded',
      'auth.login_succeeded',
      'user.password_changed',
      'auth.login_succeeded',
    ]);
  });
});
