import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../db/schema/index.js';
import { MFA_TOKEN_TTL_MS } from './challenges.js';
import { twoFactorSetup } from './two-factor.fixtures.js';

const {
  t,
  call,
  codeOf,
  nextStep,
  enrolled,
  login,
  mfaTokenOf,
  auditOf,
  createUser,
  mailWithSubject,
} = twoFactorSetup();

const second = (payload: object, lang = 'en') => call({ url: '/api/login/2fa/', payload, lang });

describe('POST /api/login/ without two-factor sign-in', () => {
  it('answers exactly what it did: access, refresh, user, in that order and shape', async () => {
    const user = await createUser(t.app, { role: 'editor', languagePreference: 'ar' });
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['access', 'refresh', 'user']);
    expect(Object.keys(body.user)).toEqual([
      'id',
      'email',
      'full_name',
      'first_name',
      'last_name',
      'phone_number',
      'company_name',
      'language_preference',
      'role',
      'is_active',
      'email_verified',
      'date_joined',
      'calendar',
      'digits',
    ]);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'editor' });
    expect(response.body).not.toContain('mfa');
    expect(response.body).not.toContain('two_factor');
  });
});

describe('POST /api/login/ and /api/login/2fa/ with two-factor sign-in', () => {
  it('asks for the second step without tokens, then signs in with the app’s code', async () => {
    const { session, secret } = await enrolled('editor');
    const sessionsBefore = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    const first = await login(session.user.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body)).toEqual(['mfa_required', 'mfa_token']);
    expect(body.mfa_required).toBe(true);
    expect(body.mfa_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No session was opened by the password alone.
    const sessionsAfter = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    const done = await second({ mfa_token: body.mfa_token, code: codeOf(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(Object.keys(done.json())).toEqual(['access', 'refresh', 'user']);
    expect(done.json().user).toMatchObject({ id: session.user.id, role: 'editor' });
    const profile = await call({
      url: '/api/profile/',
      method: 'GET',
      session: { auth: { authorization: `Bearer ${done.json().access}` } },
    });
    expect(profile.json()).toMatchObject({ id: session.user.id, two_factor_enabled: true });
    const [entry] = await auditOf(session.user.id, 'auth.login_succeeded').then((rows) =>
      rows.slice(-1),
    );
    expect(entry!.changes).toEqual({ email: session.user.email, second_factor: 'code' });

    // The token was used: it does not sign in twice.
    nextStep();
    const again = await second({ mfa_token: body.mfa_token, code: codeOf(secret) }, 'ar');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'mfa_token_invalid',
      detail: 'انتهت صلاحية خطوة تسجيل الدخول هذه. سجّل الدخول مجددًا بكلمة المرور.',
    });
  });

  it('refuses a code used once already, even within its window', async () => {
    const { session, secret } = await enrolled();
    const code = codeOf(secret);
    const first = await second({ mfa_token: await mfaTokenOf(session.user.email), code });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await second({ mfa_token: await mfaTokenOf(session.user.email), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('mfa_code_invalid');
    expect(replay.json().errors.code).toEqual([
      'This code is not right, or was already used. Enter the current code from your authenticator app.',
    ]);
    // An earlier step's code is refused too once a later one was used.
    const earlier = await second({
      mfa_token: await mfaTokenOf(session.user.email),
      code: codeOf(secret, -1),
    });
    expect(earlier.statusCode).toBe(401);
  });

  it('accepts one step either side, not two; Arabic-Indic digits and spaces too', async () => {
    const { session, secret } = await enrolled();
    const email = session.user.email;
    // Past the enrolment's step: the steps either side of now are unused.
    nextStep(2);
    const late = await second({ mfa_token: await mfaTokenOf(email), code: codeOf(secret, -2) });
    expect(late.statusCode).toBe(401);
    const behind = await second({ mfa_token: await mfaTokenOf(email), code: codeOf(secret, -1) });
    expect(behind.statusCode, behind.body).toBe(200);
    const ahead = codeOf(secret, 1);
    const arabic = [...ahead].map((d) => String.fromCharCode(0x06f0 + Number(d))).join('');
    const typed = `${arabic.slice(0, 3)} ${arabic.slice(3)}`;
    const early = await second({ mfa_token: await mfaTokenOf(email), code: typed });
    expect(early.statusCode, early.body).toBe(200);
    nextStep(3);
    const tooEarly = await second({ mfa_token: await mfaTokenOf(email), code: codeOf(secret, 2) });
    expect(tooEarly.statusCode).toBe(401);
  });

  it('signs in with a recovery code once; audited, and the user is mailed', async () => {
    const { session, recoveryCodes } = await enrolled();
    const email = session.user.email;
    const typed = recoveryCodes[2]!.toUpperCase().replace(/-/g, ' ');
    const used = await second({ mfa_token: await mfaTokenOf(email), recovery_code: typed });
    expect(used.statusCode, used.body).toBe(200);
    expect(Object.keys(used.json())).toEqual(['access', 'refresh', 'user']);
    const entries = await auditOf(session.user.id, 'auth.recovery_code_used');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ remaining: 9 });
    const mail = await mailWithSubject(email, 'A recovery code was used to sign in — Mutabaa');
    expect(mail.text).toContain('9 unused codes are left');

    const again = await second(
      { mfa_token: await mfaTokenOf(email), recovery_code: recoveryCodes[2] },
      'ar',
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().errors.recovery_code).toEqual([
      'رمز الاسترداد هذا غير صحيح أو استُخدم من قبل.',
    ]);
  });

  it('ends the step after five wrong codes, each audited and counted by the throttle', async () => {
    const { session, secret } = await enrolled();
    const email = session.user.email;
    const token = await mfaTokenOf(email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await second({ mfa_token: token, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('mfa_code_invalid');
    }
    const after = await second({ mfa_token: token, code: codeOf(secret) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('mfa_token_invalid');
    const failures = await auditOf(session.user.id, 'auth.two_factor_failed');
    expect(failures).toHaveLength(5);
    expect(failures[0]!.changes).toEqual({ step: 'login', kind: 'code' });
    expect(failures[0]).toMatchObject({ actorId: null, entityType: 'user' });
    // Wrong codes are failed sign-ins of this account from this address: five are free, the
    // sixth makes the next attempt wait, password or code alike.
    const another = await second({ mfa_token: await mfaTokenOf(email), code: '999999' });
    expect(another.statusCode).toBe(401);
    const blocked = await login(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
  });

  it('refuses an expired step, an unknown token and a malformed body, never with a 500', async () => {
    const { session, secret } = await enrolled();
    const token = await mfaTokenOf(session.user.email);
    vi.setSystemTime(Date.now() + MFA_TOKEN_TTL_MS + 1_000);
    const expired = await second({ mfa_token: token, code: codeOf(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('mfa_token_invalid');
    const unknown = await second({ mfa_token: 'x'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(401);
    const both = await second({ mfa_token: token, code: '123456', recovery_code: 'abcd' });
    expect(both.statusCode).toBe(422);
    const neither = await second({ mfa_token: token });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().detail).toBeTruthy();
  });

  it('answers 409, not 500, when the server’s key no longer opens the secret', async () => {
    const { session, secret, recoveryCodes } = await enrolled();
    const token = await mfaTokenOf(session.user.email);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, session.user.id));
    // As after a restore with another ENCRYPTION_KEY: the stored value no longer opens.
    const sealed = Buffer.from(row!.totpSecret!, 'base64url');
    sealed[sealed.length - 1]! ^= 1;
    await t.app.db
      .update(users)
      .set({ totpSecret: sealed.toString('base64url') })
      .where(eq(users.id, session.user.id));
    const refused = await second({ mfa_token: token, code: codeOf(secret) }, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('two_factor_secret_unreadable');
    expect(refused.json().detail).toMatch(/يجب أن يعيد المسؤول تعيين التحقق بخطوتين/);
    // Recovery codes are hashed, not sealed: they still sign in.
    const recovered = await second({
      mfa_token: await mfaTokenOf(session.user.email),
      recovery_code: recoveryCodes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
  });

  it('refuses a deactivated user at the second step', async () => {
    const { session, secret } = await enrolled();
    const token = await mfaTokenOf(session.user.email);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    const refused = await second({ mfa_token: token, code: codeOf(secret) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_disabled');
  });
});
