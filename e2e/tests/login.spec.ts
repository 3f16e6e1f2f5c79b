import { expect, openIn, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';

test('the sign-in page opens in Arabic, right to left, with every element', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const email = page.locator('input[name="email"]');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  const password = page.locator('input[name="password"]');
  await expect(password).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByTestId('password-toggle').click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByTestId('password-toggle').click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.locator('input[type="checkbox"][name="remember"]')).toBeVisible();
  await expect(page.locator('a[href="/forgot-password"]')).toBeVisible();
  await expect(page.locator('a[href="/register"]')).toBeVisible();
  await expect(page.getByTestId('language-toggle')).toBeVisible();
  await expect(page.getByTestId('welcome-features').locator('li')).toHaveCount(3);
});

test('the language toggle switches to English, left to right, and survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  const arabicHeading = await page.locator('h1').innerText();
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).not.toHaveText(arabicHeading);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

for (const language of ['ar', 'en'] as const) {
  test(`a wrong password shows the server's reason in a red alert (${language})`, async ({
    page,
  }) => {
    const expected = await page.request.post('/api/login/', {
      data: { email: ACCOUNTS.editor2.email, password: 'not-the-password' },
      headers: { 'Accept-Language': language },
    });
    expect(expected.status()).toBe(401);
    const { detail } = (await expected.json()) as { detail: string };
    expect(detail.length).toBeGreaterThan(0);

    await openIn(page, '/login', language);
    await page.locator('input[name="email"]').fill(ACCOUNTS.editor2.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('button[type="submit"]').click();
    const alert = page.getByRole('alert').filter({ hasText: detail });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    const alertBox = await alert.boundingBox();
    const formBox = await page.locator('input[name="email"]').boundingBox();
    expect(alertBox!.y).toBeLessThan(formBox!.y);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the browser refuses an empty form before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/login/')) sent = true;
  });
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(sent).toBe(false);
});

const SIDEBAR: Record<'admin' | 'editor' | 'client', string[]> = {
  admin: [
    '/dashboard',
    '/transactions',
    '/transactions/create',
    '/users',
    '/notifications',
    '/reports',
    '/assignments',
    '/email-templates',
    '/document-templates',
    '/audit-logs',
    '/settings',
  ],
  editor: [
    '/dashboard',
    '/transactions',
    '/transactions/create',
    '/assigned-tasks',
    '/notifications',
    '/import-wizard',
    '/drafts',
    '/reports',
  ],
  client: ['/dashboard', '/transactions', '/notifications'],
};

for (const account of ['admin', 'editor', 'client'] as const) {
  test(`${account} signs in through the form and lands on the dashboard of the role`, async ({
    page,
  }) => {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(ACCOUNTS[account].email);
    await page.locator('input[name="password"]').fill(ACCOUNTS[account].password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const links = page.getByTestId('sidebar').locator('a[href]');
    await expect(links).toHaveCount(SIDEBAR[account].length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(SIDEBAR[account]);
    expect(hrefs).not.toContain('/documents');
    await expect(page.getByTestId('sidebar')).toContainText('1.0.0');
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    expect(stored.user.email).toBe(ACCOUNTS[account].email);
    expect(stored.user.role).toBe(account);
  });
}
