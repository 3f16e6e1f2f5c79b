import { STORAGE_KEYS, type Role, type TLoginResponse, type TManagedUser } from '@mutabaa/shared';
import { expect, openIn, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import {
  adminToken,
  arabicDigits,
  codeOf,
  createUser,
  enableThroughApi,
  PASSWORD,
  shoot,
  signInWithPassword,
  signOut,
} from '../support/two-factor';

// Two-factor sign-in (issue 37). Each test signs in as a user it creates, so the demo accounts
// the other specs sign in with never get a second step; the one test that requires a role's
// enrolment puts the setting back in a `finally`.

for (const language of ['en', 'ar'] as const) {
  test(`a user turns on two-factor sign-in, signs in with a code, then with a recovery code (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const user = await createUser(request, 'client', language);
    await openIn(page, '/login', language);
    await signInWithPassword(page, user.email);
    await expect(page).toHaveURL(/\/dashboard/);

    // Profile Settings → Security: off, then the enrolment.
    await page.goto('/settings');
    const status = page.getByTestId('two-factor-status');
    await expect(status).toHaveAttribute('data-enabled', 'false');
    await shoot(page, 'profile-security-off', language, '[data-testid="security-card"]');
    await page.getByTestId('two-factor-enable-open').click();
    const dialog = page.getByTestId('two-factor-enable');
    await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
    const secret = await dialog.getByTestId('two-factor-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(dialog.getByTestId('two-factor-secret')).toHaveText(
      secret!.match(/.{1,4}/g)!.join(' '),
    );
    await expectNoSeriousViolations(page, `enable dialog (${language})`);
    await shoot(page, 'profile-enable', language);
    // A wrong code is refused under the field, and the dialog stays.
    await dialog.getByTestId('two-factor-enable-code').fill('000000');
    await dialog.getByTestId('two-factor-enable-submit').click();
    await expect(dialog.locator('.invalid-feedback')).toBeVisible();
    const code = codeOf(secret!);
    await dialog
      .getByTestId('two-factor-enable-code')
      .fill(language === 'ar' ? arabicDigits(code) : code);
    await dialog.getByTestId('two-factor-enable-submit').click();
    const codes = dialog.getByTestId('recovery-code-list').locator('li');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    await expectNoSeriousViolations(page, `recovery codes (${language})`);
    await shoot(page, 'profile-recovery-codes', language);
    const download = page.waitForEvent('download');
    await dialog.getByTestId('recovery-codes-download').click();
    expect((await download).suggestedFilename()).toMatch(/\.txt$/);
    await dialog.getByTestId('recovery-codes-done').click();
    await expect(status).toHaveAttribute('data-enabled', 'true');
    await expect(page.getByTestId('two-factor-saved')).toBeVisible();
    await expectNoSeriousViolations(page, `security on (${language})`);
    await shoot(page, 'profile-security-on', language, '[data-testid="security-card"]');

    // Signed out, the password leads to the second step.
    await signOut(page);
    await signInWithPassword(page, user.email);
    const input = page.getByTestId('mfa-code');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoSeriousViolations(page, `code step (${language})`);
    await shoot(page, 'login-code', language);
    await input.fill('12345');
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('#' + (await input.getAttribute('aria-describedby'))!)).toBeVisible();
    await input.fill('000000');
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('.invalid-feedback')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The enrolment's code was used: the next step's code signs in (one step either side).
    const next = codeOf(secret!, 1);
    await input.fill(language === 'ar' ? arabicDigits(next) : next);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard/);

    // A recovery code signs in once.
    await signOut(page);
    await signInWithPassword(page, user.email);
    await page.getByTestId('mfa-switch').click();
    const recovery = page.getByTestId('mfa-code');
    await expect(recovery).toHaveAttribute('name', 'recovery_code');
    await expectNoSeriousViolations(page, `recovery step (${language})`);
    await shoot(page, 'login-recovery', language);
    await recovery.fill(recoveryCodes[0]!);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard/);

    // Turned off with the password and another recovery code.
    await page.goto('/settings');
    await page.getByTestId('two-factor-disable-open').click();
    const disable = page.getByTestId('two-factor-disable');
    await disable.locator('input[name="password"]').fill(PASSWORD);
    await disable.getByTestId('two-factor-disable-code').fill(recoveryCodes[1]!);
    await expectNoSeriousViolations(page, `disable dialog (${language})`);
    await shoot(page, 'profile-disable', language);
    await disable.getByTestId('two-factor-disable-submit').click();
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'false');
  });
}

test('five wrong codes end the second step: back to the password with the reason (375 px, keyboard)', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'client', 'en');
  await enableThroughApi(request, user.email);
  // At 375 px, by keyboard alone: Enter sends the code, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await openIn(page, '/login', 'en');
  await signInWithPassword(page, user.email);
  const input = page.getByTestId('mfa-code');
  await expect(input).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (let i = 0; i < 5; i += 1) {
    await input.fill('000000');
    await input.press('Enter');
    await expect(page.locator('.invalid-feedback')).toBeVisible();
    await expect(input).toBeFocused();
  }
  await input.fill('000000');
  await input.press('Enter');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveValue('');
});

for (const language of ['ar', 'en'] as const) {
  test(`an editor whose role requires two-factor sign-in is led through enrolment (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const editor = await createUser(request, 'editor', language);
    const token = await adminToken(request);
    const setRequired = (roles: Role[]) =>
      request.post('/api/system/settings/bulk_update/', {
        headers: { Authorization: `Bearer ${token}` },
        data: { settings: { REQUIRE_2FA_ROLES: roles } },
      });
    try {
      // The admin ticks the roles in System Settings; their own role needs their own 2FA.
      const admin = await page.request.post('/api/login/', { data: ACCOUNTS.admin });
      const body = (await admin.json()) as TLoginResponse;
      await page.goto('/favicon.svg');
      await page.evaluate(
        ({ body, language, keys }) => {
          localStorage.setItem(keys.accessToken, body.access);
          localStorage.setItem(keys.refreshToken, body.refresh);
          localStorage.setItem(keys.user, JSON.stringify(body.user));
          localStorage.setItem(keys.language, language);
        },
        { body, language, keys: STORAGE_KEYS },
      );
      await page.goto('/settings?tab=branding');
      const form = page.getByTestId('required-two-factor');
      await form.getByTestId('require-2fa-admin').check();
      await form.getByTestId('required-two-factor-save').click();
      await expect(form.getByTestId('required-two-factor-error')).toBeVisible();
      await form.getByTestId('require-2fa-admin').uncheck();
      await form.getByTestId('require-2fa-editor').check();
      await expectNoSeriousViolations(page, `required roles (${language})`, {
        include: ['[data-testid="required-two-factor"]'],
      });
      await shoot(page, 'system-required-roles', language, '[data-testid="required-two-factor"]');
      await form.getByTestId('required-two-factor-save').click();
      await expect(form.getByTestId('required-two-factor-saved')).toBeVisible();
      await signOut(page);

      // The editor's password leads to the enrolment, then into the app.
      await signInWithPassword(page, editor.email);
      await expect(page.getByTestId('mfa-setup-form')).toBeVisible();
      await expect(page.getByTestId('two-factor-qr')).toBeVisible();
      const secret = await page.getByTestId('two-factor-secret').getAttribute('data-secret');
      await expectNoSeriousViolations(page, `enrolment step (${language})`);
      await shoot(page, 'login-enrolment', language);
      await page.getByTestId('mfa-setup-code').fill(codeOf(secret!));
      await page.locator('button[type="submit"]').click();
      await expect(page.getByTestId('recovery-code-list').locator('li')).toHaveCount(10);
      await expect(page).toHaveURL(/\/login$/);
      await expectNoSeriousViolations(page, `enrolment codes (${language})`);
      await shoot(page, 'login-recovery-codes', language);
      await page.getByTestId('recovery-codes-done').click();
      await expect(page).toHaveURL(/\/dashboard/);
    } finally {
      expect((await setRequired([])).status()).toBe(200);
    }
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`the admin resets a user's two-factor sign-in (${language})`, async ({ page, request }) => {
    const user = await createUser(request, 'client', language);
    await enableThroughApi(request, user.email);
    const admin = await page.request.post('/api/login/', { data: ACCOUNTS.admin });
    const body = (await admin.json()) as TLoginResponse;
    await openIn(page, '/login', language);
    await page.evaluate(
      ({ body, keys }) => {
        localStorage.setItem(keys.accessToken, body.access);
        localStorage.setItem(keys.refreshToken, body.refresh);
        localStorage.setItem(keys.user, JSON.stringify(body.user));
      },
      { body, keys: STORAGE_KEYS },
    );
    await page.goto(`/users?search=${encodeURIComponent(user.email)}`);
    const row = page.getByTestId('users-row').filter({ hasText: user.email });
    await row.getByTestId('user-actions').click();
    await page.getByTestId('user-action-resetTwoFactor').click();
    const dialog = page.getByTestId('user-reset-two-factor');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, `reset dialog (${language})`);
    await shoot(page, 'users-reset-two-factor', language);
    await dialog.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('users-feedback-saved')).toBeVisible();

    const check = await request.get(`/api/users/${user.id}/`, {
      headers: { Authorization: `Bearer ${body.access}` },
    });
    expect(((await check.json()) as TManagedUser).two_factor_enabled).toBe(false);
  });
}
