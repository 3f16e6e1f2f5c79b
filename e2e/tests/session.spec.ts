import { expect, signInAs, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';

/** A token the server will refuse (bad signature) whose `exp` lies in the future or the past. */
function forgedToken(expiresInSeconds: number) {
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ exp, user_id: 1, role: 'client', token_type: 'access' })}.c2lnbmF0dXJl`;
}

test('a refused access token is refreshed once and the request repeated', async ({ page }) => {
  await signInAs(page, 'client', '/dashboard');
  // The forged token is put in place by the next document itself, before any of its scripts
  // run, so that no request of the page being left behind takes part.
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('forged-once')) {
      sessionStorage.setItem('forged-once', '1');
      localStorage.setItem('access_token', t);
    }
  }, forgedToken(600));
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/token/refresh/')) refreshes.push(r.url());
  });
  await page.goto('/settings');
  await expect(page.locator('input[name="email"]')).toHaveValue(ACCOUNTS.client.email);
  expect(refreshes).toHaveLength(1);
  const access = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(access).not.toBe(forgedToken(600));
  const profile = await page.request.get('/api/profile/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(profile.status()).toBe(200);
});

test('an expired access token with a valid refresh token keeps the user signed in', async ({
  page,
}) => {
  await signInAs(page, 'editor', '/dashboard');
  await page.evaluate((t) => localStorage.setItem('access_token', t), forgedToken(-60));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.locator('input[name="email"]')).toHaveValue(ACCOUNTS.editor.email);
});

test('a refused refresh token clears the session and goes to /login', async ({ page }) => {
  await signInAs(page, 'client', '/dashboard');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t);
    localStorage.setItem('refresh_token', 'not-a-token');
  }, forgedToken(600));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => [
    localStorage.getItem('access_token'),
    localStorage.getItem('refresh_token'),
  ]);
  expect(stored).toEqual([null, null]);
});

test('logout clears the session and revokes the refresh token', async ({ page }) => {
  const { refresh } = await signInAs(page, 'editor2', '/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('user'),
  }));
  expect(stored).toEqual({ access: null, refresh: null, user: null });
  const reuse = await page.request.post('/api/token/refresh/', { data: { refresh } });
  expect(reuse.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout still signs out when the server cannot be reached', async ({ page }) => {
  await signInAs(page, 'client2', '/dashboard');
  await page.route('**/api/logout/', (route) => route.abort());
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('the user menu shows the name and the capitalised role', async ({ page }) => {
  const { user } = (await signInAs(page, 'editor', '/dashboard', 'en')) as unknown as {
    user: { full_name: string; role: string };
  };
  const menu = page.getByTestId('user-menu');
  await expect(menu).toContainText(user.full_name);
  await expect(menu).toContainText('Editor');
  await menu.click();
  await page.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/settings$/);
});
