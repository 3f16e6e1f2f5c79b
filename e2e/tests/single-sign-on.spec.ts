import { readFileSync } from 'node:fs';
import { STORAGE_KEYS, type Language } from '@mutabaa/shared';
import { expect, openIn, storedItem, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_URL } from '../support/env';
import { SSO_ACCOUNT, SSO_DISPLAY_NAME } from '../support/single-sign-on';

// The server runs against the API tests' OpenID provider, started by e2e/scripts/serve.mjs,
// which signs in SSO_ACCOUNT as soon as the browser reaches it.

type SsoTexts = {
  signInWith: string;
  tryAgain: string;
  unavailable: string;
  errors: Record<string, string>;
};
const texts = (language: Language): SsoTexts =>
  (
    JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as { auth: { sso: SsoTexts } }
  ).auth.sso;
/** The button's text as the page shows it: the provider's name isolated (U+2068 … U+2069). */
const buttonText = (language: Language) =>
  texts(language).signInWith.replace('{{name}}', `\u2068${SSO_DISPLAY_NAME}\u2069`);
const errorText = (language: Language, code: string) => texts(language).errors[code] ?? code;

test('the button signs in at the provider and lands on the dashboard; sign-out ends there too', async ({
  page,
}) => {
  await openIn(page, '/login', 'en');
  const button = page.getByTestId('sso-button');
  await expect(button).toHaveText(buttonText('en'));
  await expect(button).toHaveAttribute('href', '/api/auth/oidc/login/');
  await button.click();
  await page.waitForURL(`${E2E_URL}/dashboard`);
  // The one-time code has left the address bar; the session is the account's, from SSO.
  expect(page.url()).not.toContain('sso=');
  const user = JSON.parse((await storedItem(page, STORAGE_KEYS.user)) ?? '{}') as {
    email?: string;
  };
  expect(user.email).toBe(SSO_ACCOUNT);
  expect(await storedItem(page, STORAGE_KEYS.ssoSession)).toBe('1');

  // Signing out goes on to the provider's sign-out page (it has an end_session_endpoint).
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.origin !== E2E_URL && url.pathname.startsWith('/session/end'));
  await page.goto(`${E2E_URL}/favicon.svg`);
  expect(await storedItem(page, STORAGE_KEYS.refreshToken)).toBeNull();
  expect(await storedItem(page, STORAGE_KEYS.ssoSession)).toBeNull();
});

test('a one-time code that is not valid says so and offers to try again', async ({ page }) => {
  await openIn(page, '/login?sso=not-a-real-code', 'en');
  const alert = page.getByTestId('login-error');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: texts('en').tryAgain })).toHaveAttribute(
    'href',
    '/api/auth/oidc/login/',
  );
  await expect(page).toHaveURL(`${E2E_URL}/login`);
  expect(await storedItem(page, STORAGE_KEYS.refreshToken)).toBeNull();
});

for (const language of ['ar', 'en'] as const) {
  test(`an sso_error shows its message and "try again" (${language})`, async ({ page }) => {
    await openIn(page, '/login?sso_error=sso_unknown_user', language);
    const alert = page.getByTestId('login-error');
    await expect(alert).toContainText(errorText(language, 'sso_unknown_user'));
    await expect(alert.getByRole('link', { name: texts(language).tryAgain })).toHaveAttribute(
      'href',
      '/api/auth/oidc/login/',
    );
    await expect(page).toHaveURL(`${E2E_URL}/login`);
    // The message follows a change of language.
    const other = language === 'ar' ? 'en' : 'ar';
    await page.getByTestId('language-toggle').click();
    await expect(alert).toContainText(errorText(other, 'sso_unknown_user'));
  });

  test(`/login with the single sign-on button passes axe (${language})`, async ({ page }) => {
    await openIn(page, '/login', language);
    await expect(page.getByTestId('sso-button')).toHaveText(buttonText(language));
    await expectNoSeriousViolations(page, `login with single sign-on (${language})`);
    await openIn(page, '/login?sso_error=sso_denied', language);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expectNoSeriousViolations(page, `login with a single sign-on error (${language})`);
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`a provider out of reach, passwords for admins only: the notes, and axe (${language})`, async ({
    page,
  }) => {
    await page.route('**/api/auth/oidc/config/', (route) =>
      route.fulfill({
        json: {
          enabled: true,
          display_name: SSO_DISPLAY_NAME,
          available: false,
          password_login: false,
          end_session: false,
        },
      }),
    );
    await openIn(page, '/login', language);
    const button = page.getByTestId('sso-button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('href');
    await expect(button).toHaveAccessibleDescription(texts(language).unavailable);
    await expect(page.getByTestId('sso-password-note')).toBeVisible();
    await expectNoSeriousViolations(page, `login, single sign-on out of reach (${language})`);
  });
}
