import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { mailCount, tokenFrom, waitForMail } from '../../test/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('new'),
    password: 'Str0ng#Pass',
    confirm_password: 'Str0ng#Pass',
    first_name: 'نورة',
    last_name: 'القحطاني',
    ...overrides,
  };
}

async function auditActions(userId: number) {
  const rows = await t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, String(userId))))
    .orderBy(asc(auditLogs.seq));
  return rows.map((r) => r.action);
}

describe('POST /api/register/ and /api/verify-email/', () => {
  it('creates an unverified client, mails a link, and verifies once', async () => {
    const payload = registration({ language_preference: 'ar', company_name: 'الأفق' });
    const response = await post('/api/register/', payload, 'ar');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.detail).toBe('تم إنشاء حسابك. تحقّق من بريدك الإلكتروني لتأكيد عنوانك.');
    expect(body.user).toMatchObject({
      email: payload.email,
      role: 'client',
      email_verified: false,
      is_active: true,
      full_name: 'نورة القحطاني',
      company_name: 'الأفق',
      language_preference: 'ar',
    });
    expect(await auditActions(body.user.id)).toEqual(['user.registered']);

    // Not verified yet: sign-in refused.
    const early = await post('/api/login/', { email: payload.email, password: payload.password });
    expect(early.json().code).toBe('email_not_verified');

    const mail = await waitForMail(t.config.dataDir, payload.email);
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني — متابعة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا \u2068نورة القحطاني\u2069');
    expect(mail.text).toContain('http://mutabaa.test/verify-email/');
    const token = tokenFrom(mail, 'verify-email');

    const verified = await post('/api/verify-email/', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      detail: 'Your e-mail address has been verified. You can sign in now.',
    });
    const again = await post('/api/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect(await auditActions(body.user.id)).toEqual([
      'user.registered',
      'auth.login_failed',
      'user.email_verified',
    ]);

    const login = await post('/api/login/', { email: payload.email, password: payload.password });
    expect(login.statusCode).toBe(200);
  });

  it('writes English mail for an English registration', async () => {
    const payload = registration({ first_name: 'Adam', last_name: 'Reed' });
    expect((await post('/api/register/', payload, 'en')).statusCode).toBe(201);
    const mail = await waitForMail(t.config.dataDir, payload.email);
    expect(mail.subject).toBe('Confirm your e-mail address — Mutabaa');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers a used address (any case) exactly like a new one and mails its owner', async () => {
    const owner = await createUser(t.app, { languagePreference: 'ar', fullName: 'سارة علي' });
    const usersBefore = await t.app.db.select({ id: users.id }).from(users);
    const fresh = await post('/api/register/', registration(), 'en');
    const used = await post(
      '/api/register/',
      registration({ email: owner.email.toUpperCase(), first_name: 'Eve' }),
      'en',
    );
    expect(used.statusCode).toBe(201);
    expect(used.statusCode).toBe(fresh.statusCode);
    expect(used.json().detail).toBe(fresh.json().detail);
    expect(Object.keys(used.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(used.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    // Ids from the same sequence: the used address's answer takes the next one.
    expect(used.json().user.id).toBe(fresh.json().user.id + 1);
    expect(used.json().user).toMatchObject({
      email: owner.email,
      first_name: 'Eve',
      role: 'client',
      email_verified: false,
    });
    // Only the new registration was stored; the owner's row is unchanged.
    const usersAfter = await t.app.db.select({ id: users.id }).from(users);
    expect(usersAfter).toHaveLength(usersBefore.length + 1);
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(stored).toEqual(owner);

    const mail = await waitForMail(t.config.dataDir, owner.email);
    expect(mail.subject).toBe('محاولة تسجيل ببريدك الإلكتروني — متابعة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا \u2068سارة علي\u2069،');
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);
    expect(mail.text).toContain(`${t.config.publicUrl}/forgot-password`);
    const audit = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, String(owner.id))));
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['user.registration_with_used_email', { owner_mailed: true }],
    ]);
  });

  it('mails the owner of a used address at most 5 times in the window, answering the same', async () => {
    const owner = await createUser(t.app, { languagePreference: 'en' });
    for (let i = 0; i < 7; i += 1) {
      const response = await post('/api/register/', registration({ email: owner.email }), 'en');
      expect(response.statusCode).toBe(201);
    }
    const mail = await waitForMail(t.config.dataDir, owner.email, { after: 4 });
    expect(mail.subject).toBe('Someone tried to register with your e-mail address — Mutabaa');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailCount(t.config.dataDir, owner.email)).toBe(5);
  });

  it('reports field errors in English and Arabic', async () => {
    const bad = {
      email: 'not-an-address',
      password: 'short',
      confirm_password: 'different',
      first_name: '',
      last_name: 'x'.repeat(200),
    };
    const en = await post('/api/register/', bad, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      detail: 'Some fields are invalid. Correct them and try again.',
      code: 'validation_error',
      errors: {
        email: ['Enter a valid e-mail address.'],
        password: ['The password must be at least 8 characters long.'],
        confirm_password: ['The passwords do not match.'],
        first_name: ['This field is required.'],
        last_name: ['This value is too long.'],
      },
    });
    const ar = await post('/api/register/', bad, 'ar');
    expect(ar.json().errors).toEqual({
      email: ['أدخل بريدًا إلكترونيًا صحيحًا.'],
      password: ['يجب ألا تقل كلمة المرور عن 8 أحرف.'],
      confirm_password: ['كلمتا المرور غير متطابقتين.'],
      first_name: ['هذا الحقل مطلوب.'],
      last_name: ['هذه القيمة طويلة جدًا.'],
    });
    const mismatch = await post(
      '/api/register/',
      registration({ confirm_password: 'Other#Pass1' }),
      'ar',
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirm_password: ['كلمتا المرور غير متطابقتين.'] });
    const missing = await post('/api/register/', { email: 'a@b.test' }, 'en');
    expect(missing.json().errors).toMatchObject({
      password: ['This field is required.'],
      first_name: ['This field is required.'],
    });
  });

  it('refuses an expired verification token', async () => {
    const payload = registration();
    const created = await post('/api/register/', payload);
    const token = tokenFrom(await waitForMail(t.config.dataDir, payload.email), 'verify-email');
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, created.json().user.id));
    const response = await post('/api/verify-email/', { token }, 'ar');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('هذا الرابط غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.');
  });
});

describe('POST /api/resend-verification/', () => {
  it('answers the same for any address and mails only unverified accounts', async () => {
    const unverified = await createUser(t.app, { emailVerified: false, languagePreference: 'ar' });
    const verified = await createUser(t.app);
    const answers = [];
    for (const email of [unverified.email, verified.email, 'ghost@example.test']) {
      const response = await post('/api/resend-verification/', { email });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    const mail = await waitForMail(t.config.dataDir, unverified.email);
    const token = tokenFrom(mail, 'verify-email');
    expect((await post('/api/verify-email/', { token })).statusCode).toBe(200);
    expect(await mailCount(t.config.dataDir, verified.email)).toBe(0);
  });

  it('makes an earlier link unusable', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    await post('/api/resend-verification/', { email: user.email });
    const first = tokenFrom(await waitForMail(t.config.dataDir, user.email), 'verify-email');
    await post('/api/resend-verification/', { email: user.email });
    const second = tokenFrom(
      await waitForMail(t.config.dataDir, user.email, { after: 1 }),
      'verify-email',
    );
    expect(second).not.toBe(first);
    expect((await post('/api/verify-email/', { token: first })).statusCode).toBe(400);
    expect((await post('/api/verify-email/', { token: second })).statusCode).toBe(200);
  });
});
