import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';

type Language = 'ar' | 'en';
type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the API and stores the session the way the app does, then opens `path`. */
export async function signInAs(
  page: Page,
  account: AccountName,
  path = '/dashboard',
  language: Language = 'ar',
) {
  const { email, password } = ACCOUNTS[account];
  const response = await page.request.post('/api/login/', {
    data: { email, password },
    headers: { 'Accept-Language': language },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access: string; refresh: string; user: unknown };
  await page.goto('/login');
  await page.evaluate(
    ({ body, language }) => {
      localStorage.setItem('access_token', body.access);
      localStorage.setItem('refresh_token', body.refresh);
      localStorage.setItem('user', JSON.stringify(body.user));
      localStorage.setItem('language', language);
    },
    { body, language },
  );
  await page.goto(path);
  return body;
}

/** Opens a public page in the given language. */
export async function openIn(page: Page, path: string, language: Language) {
  await page.goto('/login');
  await page.evaluate((language) => localStorage.setItem('language', language), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export const test = base;
export { expect };
