// What the two-factor specs share: users made through the API, codes computed from their
// secret as an authenticator app computes them, and the sign-in steps.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { Language, Role, TLoginResponse, TManagedUser } from '@mutabaa/shared';
import { expect, test } from './fixtures';
import { ACCOUNTS } from './accounts';

export const PASSWORD = 'Totp#2026-secret';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Latin digits as Arabic-Indic ones, as an Arabic keyboard types them. */
export const arabicDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login/', { data: ACCOUNTS.admin });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TLoginResponse).access;
}

/** A new user with a password, made through the API as the demo admin. */
export async function createUser(request: APIRequestContext, role: Role, language: Language) {
  const token = await adminToken(request);
  const email = `totp.${role}.${Date.now().toString(36)}${test.info().workerIndex}@example.com`;
  const response = await request.post('/api/users/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email,
      first_name: language === 'ar' ? 'سلمى' : 'Tessa',
      last_name: language === 'ar' ? 'الحربي' : 'Otp',
      role,
      language_preference: language,
      password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as TManagedUser), password: PASSWORD };
}

/** Two-factor sign-in turned on through the API; answers the secret and the recovery codes. */
export async function enableThroughApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login/', { data: { email, password: PASSWORD } });
  const { access } = (await login.json()) as TLoginResponse;
  const headers = { Authorization: `Bearer ${access}` };
  const setup = await request.post('/api/2fa/setup/', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/2fa/enable/', {
    headers,
    data: { code: codeOf(secret) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  return { secret };
}

/**
 * Saves the page at 375 and 1440 px to E2E_TOTP_SHOTS (not in the repository), if set, with
 * the element `near` scrolled into view.
 */
export async function shoot(page: Page, name: string, language: Language, near?: string) {
  const dir = process.env.E2E_TOTP_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // The signed-in layout scrolls its main part, not the page: the viewport is the picture.
    if (near) await page.locator(near).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: join(dir, `${name}-${language}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

export async function signInWithPassword(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Presses Tab (or `key`: ArrowDown in a menu) until the element of `testId` has the focus, at
 * most `limit` times: proof that a keyboard reaches it. Fails naming what had the focus last.
 */
export async function tabTo(page: Page, testId: string, limit = 60, key = 'Tab') {
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('data-testid') ?? active?.tagName ?? '';
    });
  for (let i = 0; i < limit; i += 1) {
    if ((await focused()) === testId) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach ${testId}; the focus was on ${await focused()}`);
}

/** Whether the page scrolls sideways at its current width. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
