import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { twoFactorSetup } from './two-factor.fixtures.js';

const { t, call, codeOf, nextStep, enrol, login, mfaTokenOf, auditOf, createUser } =
  twoFactorSetup();

const setRoles = (session: { auth: { authorization: string } }, roles: unknown, lang = 'en') =>
  call({
    url: '/api/system/settings/bulk_update/',
    session,
    payload: { settings: { REQUIRE_2FA_ROLES: roles } },
    lang,
  });

describe('REQUIRE_2FA_ROLES through the system settings', () => {
  it('refuses an admin who requires it of their own role without using it (409)', async () => {
    const admin = await signInAs(t.app, 'admin');
    for (const lang of ['en', 'ar']) {
      const refused = await setRoles(admin, ['admin', 'editor'], lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('two_factor_own_role_required');
    }
    expect((await setRoles(admin, ['admin'])).json().detail).toBe(
      'You cannot require two-factor sign-in for your own role while your account does not use it. Turn it on in your profile settings first.',
    );
    expect((await setRoles(admin, ['admin'], 'ar')).json().detail).toBe(
      'لا يمكنك فرض التحقق بخطوتين على دورك ما دام حسابك لا يستخدمه. فعّله أولًا من إعدادات ملفك الشخصي.',
    );
    // Nothing was written.
    const list = await call({ url: '/api/system/settings/', session: admin, method: 'GET' });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ key: 'REQUIRE_2FA_ROLES', value: [] }),
    );

    // Once the admin uses it, their own role may be listed.
    await enrol(admin);
    const accepted = await setRoles(admin, ['admin']);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().settings).toContainEqual(
      expect.objectContaining({ key: 'REQUIRE_2FA_ROLES', value: ['admin'] }),
    );
    expect((await setRoles(admin, [])).statusCode).toBe(200);
  });

  it('validates the list: known roles, each once', async () => {
    const admin = await signInAs(t.app, 'admin');
    const unknown = await setRoles(admin, ['owner']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.REQUIRE_2FA_ROLES).toEqual([
      'Choose roles among admin, editor and client.',
    ]);
    const repeated = await setRoles(admin, ['client', 'client'], 'ar');
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors.REQUIRE_2FA_ROLES).toEqual(['لا يُختار الدور أكثر من مرة.']);
    expect((await setRoles(admin, 'editor')).statusCode).toBe(422);
    expect((await setRoles(admin, null)).statusCode).toBe(422);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('leads a user without it through enrolment before any token', async () => {
    const admin = await signInAs(t.app, 'admin');
    expect((await setRoles(admin, ['editor'])).statusCode).toBe(200);
    const editor = await createUser(t.app, { role: 'editor' });
    // Another role is not asked.
    const client = await createUser(t.app, { role: 'client' });
    expect(Object.keys((await login(client.email)).json())).toEqual(['access', 'refresh', 'user']);

    const first = await login(editor.email);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['mfa_setup_required', 'mfa_token']);
    const token: string = first.json().mfa_token;
    // The token of an enrolment is not a second step of sign-in.
    const wrongStep = await call({
      url: '/api/login/2fa/',
      payload: { mfa_token: token, code: '123456' },
    });
    expect(wrongStep.statusCode).toBe(401);

    const early = await call({
      url: '/api/login/2fa/enable/',
      payload: { mfa_token: token, code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('two_factor_setup_missing');

    const setup = await call({ url: '/api/login/2fa/setup/', payload: { mfa_token: token } });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_url: url } = setup.json();
    expect(new URL(url).searchParams.get('secret')).toBe(secret);

    const wrong = await call({
      url: '/api/login/2fa/enable/',
      payload: { mfa_token: token, code: codeOf(secret, 5) },
      lang: 'ar',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('mfa_code_invalid');
    expect(await auditOf(editor.id, 'auth.two_factor_failed')).toHaveLength(1);

    const enabled = await call({
      url: '/api/login/2fa/enable/',
      payload: { mfa_token: token, code: codeOf(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const body = enabled.json();
    expect(Object.keys(body)).toEqual(['access', 'refresh', 'user', 'recovery_codes']);
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.user).toMatchObject({ id: editor.id, role: 'editor' });
    const profile = await call({
      url: '/api/profile/',
      method: 'GET',
      session: { auth: { authorization: `Bearer ${body.access}` } },
    });
    expect(profile.json().two_factor_enabled).toBe(true);
    expect(await auditOf(editor.id, 'user.two_factor_enabled')).toHaveLength(1);

    // The token is spent; the next sign-in asks for a code like any user with 2FA.
    const reused = await call({ url: '/api/login/2fa/setup/', payload: { mfa_token: token } });
    expect(reused.statusCode).toBe(401);
    nextStep();
    const next = await login(editor.email);
    expect(Object.keys(next.json())).toEqual(['mfa_required', 'mfa_token']);
    const signedIn = await call({
      url: '/api/login/2fa/',
      payload: { mfa_token: next.json().mfa_token, code: codeOf(secret) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await setRoles(admin, [])).statusCode).toBe(200);
  });

  it('ends the enrolment step after five wrong codes', async () => {
    const admin = await signInAs(t.app, 'admin');
    expect((await setRoles(admin, ['client'])).statusCode).toBe(200);
    const client = await createUser(t.app, { role: 'client' });
    const token = await mfaTokenOf(client.email);
    const { secret } = (
      await call({ url: '/api/login/2fa/setup/', payload: { mfa_token: token } })
    ).json();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call({
        url: '/api/login/2fa/enable/',
        payload: { mfa_token: token, code: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const late = await call({
      url: '/api/login/2fa/enable/',
      payload: { mfa_token: token, code: codeOf(secret) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('mfa_token_invalid');
    expect((await setRoles(admin, [])).statusCode).toBe(200);
  });
});
