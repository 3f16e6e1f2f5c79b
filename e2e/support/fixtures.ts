import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS, type Language, type TLoginResponse } from '@mutabaa/shared';
import { ACCOUNTS } from './accounts';

type AccountName = keyof typeof ACCOUNTS;
/** A demo account by name, or any user's e-mail and password. */
export type Account = AccountName | { email: string; password: string };

/** Signs in through the API and stores the session the way the app does, then opens `path`. */
export async function signInAs(
  page: Page,
  account: Account,
  path = '/dashboard',
  language: Language = 'ar',
) {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const response = await page.request.post('/api/login/', {
    data: { email, password },
    headers: { 'Accept-Language': language },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as TLoginResponse;
  // The storage is written from a document of the same origin that runs no app: an app page
  // still holding the previous account could write that account back meanwhile.
  await page.goto('/favicon.svg');
  // The function runs in the page, so the keys travel with its argument.
  await page.evaluate(
    ({ body, language, keys }) => {
      localStorage.setItem(keys.accessToken, body.access);
      localStorage.setItem(keys.refreshToken, body.refresh);
      localStorage.setItem(keys.user, JSON.stringify(body.user));
      localStorage.setItem(keys.language, language);
    },
    { body, language, keys: STORAGE_KEYS },
  );
  await page.goto(path);
  return body;
}

/** Opens a public page in the given language. */
export async function openIn(page: Page, path: string, language: Language) {
  await page.goto('/login');
  await page.evaluate(({ key, language }) => localStorage.setItem(key, language), {
    key: STORAGE_KEYS.language,
    language,
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The value the page holds in localStorage under `key` (one of STORAGE_KEYS). */
export async function storedItem(page: Page, key: string) {
  return page.evaluate((key) => localStorage.getItem(key), key);
}

export const test = base;
export { expect };
