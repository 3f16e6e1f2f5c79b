import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signInAs, TEST_PASSWORD } from '../../test/factories.js';
import { twoFactorSetup } from './two-factor.fixtures.js';

const { t, call, codeOf, nextStep, enrol, enrolled, login, mfaTokenOf, auditOf, mailWithSubject } =
  twoFactorSetup();

const toArabicIndic = (code: string) =>
  code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('enrolment: POST /api/2fa/setup/ and /api/2fa/enable/', () => {
  it('offers a secret, turns on with its code, answers ten recovery codes once', async () => {
    const session = await signInAs(t.app, 'editor');
    const setup = await call({ url: '/api/2fa/setup/', session });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url: url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(url).searchParams.get('secret')).toBe(secret);
    expect(new URL(url).searchParams.get('issuer')).toBeTruthy();

    // Not on until confirmed: the profile says so, and so does sign-in.
    const profile = await call({ url: '/api/profile/', session, method: 'GET' });
    expect(profile.json().two_factor_enabled).toBe(false);
    // Stored sealed, never as the secret itself.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row!.totpPendingSecret).toBeTruthy();
    expect(row!.totpPendingSecret).not.toContain(secret);

    // Arabic-Indic digits with a space, as a phone's keyboard may give them.
    const typed = toArabicIndic(codeOf(secret)).replace(/^(.{3})/, '$1 ');
    const enabled = await call({ url: '/api/2fa/enable/', session, payload: { code: typed } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const after = await call({ url: '/api/profile/', session, method: 'GET' });
    expect(after.json().two_factor_enabled).toBe(true);
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, session.user.id));
    expect(stored!.totpSecret).toBeTruthy();
    expect(stored!.totpSecret).not.toContain(secret);
    expect(stored!.totpPendingSecret).toBeNull();
    expect(stored!.totpEnabledAt).toBeInstanceOf(Date);

    const entries = await auditOf(session.user.id, 'user.two_factor_enabled');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: session.user.id, entityType: 'user' });
    const mail = await mailWithSubject(session.user.email, 'Two-factor sign-in is on — Mutabaa');
    expect(mail.text).toContain(session.user.email);

    // Already on: a second setup is refused.
    const again = await call({ url: '/api/2fa/setup/', session, lang: 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'two_factor_already_enabled',
      detail: 'التحقق بخطوتين مفعّل بالفعل لهذا الحساب.',
    });
  });

  it('refuses a wrong code, localised, audited, and stays off', async () => {
    const session = await signInAs(t.app, 'client');
    const { secret } = (await call({ url: '/api/2fa/setup/', session })).json();
    const wrong = await call({
      url: '/api/2fa/enable/',
      session,
      payload: { code: codeOf(secret, 3) },
      lang: 'ar',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'mfa_code_invalid' });
    expect(wrong.json().errors.code).toEqual([
      'هذا الرمز غير صحيح أو استُخدم من قبل. أدخل الرمز الحالي من تطبيق المصادقة.',
    ]);
    const english = await call({ url: '/api/2fa/enable/', session, payload: { code: 'abc' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().detail).toMatch(/This code is not right/);
    expect(await auditOf(session.user.id, 'auth.two_factor_failed')).toHaveLength(2);
    const profile = await call({ url: '/api/profile/', session, method: 'GET' });
    expect(profile.json().two_factor_enabled).toBe(false);
  });

  it('needs the set-up first, and a signed-in user', async () => {
    const session = await signInAs(t.app, 'client');
    const early = await call({ url: '/api/2fa/enable/', session, payload: { code: '123456' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('two_factor_setup_missing');
    expect((await call({ url: '/api/2fa/setup/' })).statusCode).toBe(401);
    const empty = await call({ url: '/api/2fa/enable/', session, payload: {} });
    expect(empty.statusCode).toBe(422);
  });
});

describe('wrong codes of the signed-in routes', () => {
  it('count like wrong current passwords: five, then 429 even for the right code', async () => {
    const { session, secret } = await enrolled();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call({
        url: '/api/2fa/recovery-codes/',
        session,
        payload: { code: '000000' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await call({
      url: '/api/2fa/recovery-codes/',
      session,
      payload: { code: codeOf(secret) },
      lang: 'ar',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await auditOf(session.user.id, 'auth.two_factor_failed')).toHaveLength(5);
  });
});

describe('POST /api/2fa/recovery-codes/', () => {
  it('issues a new set for a current code; the old set stops working', async () => {
    const { session, secret, recoveryCodes: old } = await enrolled();
    const wrong = await call({
      url: '/api/2fa/recovery-codes/',
      session,
      payload: { code: codeOf(secret, -5) },
    });
    expect(wrong.statusCode).toBe(400);
    const fresh = await call({
      url: '/api/2fa/recovery-codes/',
      session,
      payload: { code: codeOf(secret) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes: string[] = fresh.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect(await auditOf(session.user.id, 'user.recovery_codes_regenerated')).toHaveLength(1);

    const oldCode = await call({
      url: '/api/login/2fa/',
      payload: { mfa_token: await mfaTokenOf(session.user.email), recovery_code: old[0] },
    });
    expect(oldCode.statusCode).toBe(401);
    expect(oldCode.json().code).toBe('recovery_code_invalid');
    const newCode = await call({
      url: '/api/login/2fa/',
      payload: { mfa_token: await mfaTokenOf(session.user.email), recovery_code: codes[0] },
    });
    expect(newCode.statusCode, newCode.body).toBe(200);
  });
});

describe('POST /api/2fa/disable/', () => {
  it('needs the password and a code; then off, audited and mailed', async () => {
    const { session, secret } = await enrolled('editor');
    const wrongPassword = await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: 'Not#The1Password', code: codeOf(secret) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toEqual(['The password is not right.']);
    const wrongCode = await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: TEST_PASSWORD, code: codeOf(secret, 4) },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('mfa_code_invalid');

    const off = await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: TEST_PASSWORD, code: codeOf(secret) },
      lang: 'ar',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ detail: 'أُوقف التحقق بخطوتين.' });
    const profile = await call({ url: '/api/profile/', session, method: 'GET' });
    expect(profile.json().two_factor_enabled).toBe(false);
    expect(await auditOf(session.user.id, 'user.two_factor_disabled')).toHaveLength(1);
    await mailWithSubject(session.user.email, 'Two-factor sign-in is off — Mutabaa');

    // The password alone signs in again: the answer has tokens.
    const signIn = await login(session.user.email);
    expect(Object.keys(signIn.json())).toEqual(['access', 'refresh', 'user']);
    const again = await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: TEST_PASSWORD, code: codeOf(secret) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('two_factor_not_enabled');
  });

  it('takes a recovery code in place of the app’s code', async () => {
    const { session, recoveryCodes } = await enrolled();
    const off = await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: TEST_PASSWORD, code: recoveryCodes[3]!.toUpperCase() },
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('lets the user enrol again afterwards, with a new secret', async () => {
    const { session, secret, recoveryCodes } = await enrolled();
    await call({
      url: '/api/2fa/disable/',
      session,
      payload: { password: TEST_PASSWORD, code: recoveryCodes[0] },
    });
    nextStep();
    const second = await enrol(session);
    expect(second.secret).not.toBe(secret);
  });
});
