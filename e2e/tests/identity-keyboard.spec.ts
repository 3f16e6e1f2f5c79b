import type { TManagedUser } from '@mutabaa/shared';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import { E2E_URL } from '../support/env';
import {
  arabicDigits,
  codeOf,
  createUser,
  enableThroughApi,
  PASSWORD,
  scrollsSideways,
  tabTo,
} from '../support/two-factor';

// The two-factor and single sign-on screens at a phone's width, by keyboard alone: every
// control is reached with Tab and worked with Enter, and nothing scrolls sideways.

test.use({ viewport: { width: 375, height: 800 } });

test('two-factor sign-in is turned on and off by keyboard at 375 px (ar)', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createUser(request, 'client', 'ar');
  await openIn(page, '/login', 'ar');
  await page.locator('input[name="email"]').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/settings');
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'false');
  expect(await scrollsSideways(page)).toBe(false);
  await tabTo(page, 'two-factor-enable-open');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('two-factor-enable');
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  const secret = await dialog.getByTestId('two-factor-secret').getAttribute('data-secret');
  await tabTo(page, 'two-factor-enable-code');
  await page.keyboard.type(arabicDigits(codeOf(secret!)));
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('recovery-code-list').locator('li')).toHaveCount(10);
  const recovery = await dialog.getByTestId('recovery-code-list').locator('li').first().innerText();
  expect(await scrollsSideways(page)).toBe(false);
  await tabTo(page, 'recovery-codes-done');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'true');

  await tabTo(page, 'two-factor-disable-open');
  await page.keyboard.press('Enter');
  const disable = page.getByTestId('two-factor-disable');
  await expect(disable).toBeVisible();
  await expect(disable.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await tabTo(page, 'two-factor-disable-code');
  await page.keyboard.type(recovery);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'false');
  // Back where the dialog was opened from.
  await expect(page.getByTestId('two-factor-enable-open')).toBeVisible();
});

for (const language of ['ar', 'en'] as const) {
  test(`single sign-on by keyboard at 375 px, and its error page's "try again" (${language})`, async ({
    page,
  }) => {
    await openIn(page, '/login?sso_error=sso_expired', language);
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await tabTo(page, 'sso-try-again');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${E2E_URL}/dashboard`);

    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await tabTo(page, 'logout');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.origin !== E2E_URL);

    await openIn(page, '/login', language);
    await tabTo(page, 'sso-button');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${E2E_URL}/dashboard`);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test("the admin's reset and the required roles by keyboard at 375 px (en)", async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'client', 'en');
  await enableThroughApi(request, user.email);
  const admin = await signInAs(
    page,
    'admin',
    `/users?search=${encodeURIComponent(user.email)}`,
    'en',
  );
  await expect(page.getByTestId('users-row').filter({ hasText: user.email })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await tabTo(page, 'user-actions');
  await page.keyboard.press('Enter');
  await tabTo(page, 'user-action-resetTwoFactor', 10, 'ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('user-reset-two-factor');
  await expect(dialog).toBeVisible();
  await tabTo(page, 'confirm-ok', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('users-feedback-saved')).toBeVisible();
  const check = await request.get(`/api/users/${user.id}/`, {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  expect(((await check.json()) as TManagedUser).two_factor_enabled).toBe(false);

  // System Settings: the roles are checkboxes a Space ticks (left as they were: other specs
  // sign editors in).
  await page.goto('/settings?tab=branding');
  const editors = page.getByTestId('require-2fa-editor');
  await expect(editors).not.toBeChecked();
  await tabTo(page, 'require-2fa-editor', 120);
  await page.keyboard.press('Space');
  await expect(editors).toBeChecked();
  await page.keyboard.press('Space');
  await expect(editors).not.toBeChecked();
  expect(await scrollsSideways(page)).toBe(false);
});
