import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { twoFactorSetup } from './two-factor.fixtures.js';

const { t, call, enrolled, login, auditOf, mailWithSubject } = twoFactorSetup();

const reset = (id: number, session?: { auth: { authorization: string } }, lang = 'en') =>
  call({ url: `/api/users/${id}/reset-2fa/`, session, lang });

describe('POST /api/users/{id}/reset-2fa/', () => {
  it('turns the user’s 2FA off, ends their sessions, mails and audits', async () => {
    const admin = await signInAs(t.app, 'admin');
    const { session: user } = await enrolled('editor');
    const managed = () =>
      call({ url: `/api/users/${user.user.id}/`, session: admin, method: 'GET' });
    expect((await managed()).json().two_factor_enabled).toBe(true);
    const done = await reset(user.user.id, admin, 'ar');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      detail:
        'أُوقف التحقق بخطوتين لهذا المستخدم، وسُجّل خروجه من كل الأجهزة، وأُبلغ بالبريد الإلكتروني.',
    });

    expect((await managed()).json().two_factor_enabled).toBe(false);
    // Signed out everywhere: the refresh token and the access token stop working.
    const refreshed = await call({
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const profile = await call({ url: '/api/profile/', session: user, method: 'GET' });
    expect(profile.statusCode).toBe(401);
    // The password alone signs in now.
    const signIn = await login(user.user.email);
    expect(Object.keys(signIn.json())).toEqual(['access', 'refresh', 'user']);
    const own = await call({
      url: '/api/profile/',
      method: 'GET',
      session: { auth: { authorization: `Bearer ${signIn.json().access}` } },
    });
    expect(own.json().two_factor_enabled).toBe(false);

    const [entry] = await auditOf(user.user.id, 'user.two_factor_reset');
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'user' });
    expect(entry!.changes).toEqual({ two_factor_enabled: { from: true, to: false } });
    const mail = await mailWithSubject(user.user.email, 'Two-factor sign-in is off — Mutabaa');
    expect(mail.text).toContain('by you or by an administrator');
  });

  it('is for admins, not for their own account, and for a user with 2FA on', async () => {
    const admin = await signInAs(t.app, 'admin');
    const editor = await signInAs(t.app, 'editor');
    const { session: user } = await enrolled();
    expect((await reset(user.user.id)).statusCode).toBe(401);
    expect((await reset(user.user.id, editor)).statusCode).toBe(403);
    const self = await reset(admin.user.id, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'two_factor_reset_self',
      detail:
        'You cannot reset your own two-factor sign-in. Turn it off in your profile settings instead.',
    });
    const off = await reset(editor.user.id, admin);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('two_factor_not_enabled');
    expect((await reset(99_999_999, admin)).statusCode).toBe(404);
    // Still on after the refusals.
    const profile = await call({ url: '/api/profile/', session: user, method: 'GET' });
    expect(profile.json().two_factor_enabled).toBe(true);
  });
});
