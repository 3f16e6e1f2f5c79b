import { STORAGE_KEYS } from '@mutabaa/shared';
import { expect, openIn, signInAs, storedItem, test } from '../support/fixtures';
import { resetBranding, rgb, updateSettings } from '../support/branding';

// Branding is global: these tests change it one after another and put it back.
test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => resetBranding(request));

test('the admin changes the primary colour and the Arabic title; the sign-in page shows them', async ({
  page,
  browser,
}) => {
  const title = `بوابة المتابعة ${Date.now() % 10000}`;
  await signInAs(page, 'admin', '/settings?tab=branding', 'ar');
  await expect(page.getByTestId('settings-tab-branding')).toHaveAttribute('aria-selected', 'true');
  await page.locator('input[name="primary_color"]').fill('#1d4ed8');
  await page.locator('input[name="system_title_ar"]').fill(title);
  await page.getByTestId('branding-save').click();
  await expect(page.getByTestId('branding-saved')).toBeVisible();
  // At once for the admin who saved.
  await expect(page.getByTestId('system-title').first()).toHaveText(title);

  // A visitor with no cache sees the new brand on the sign-in page.
  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByTestId('system-title').first()).toHaveText(title);
  await expect(visitor.locator('button[type="submit"]')).toHaveCSS(
    'background-color',
    rgb('#1d4ed8'),
  );
  await visitor.close();
});

test('reset asks for confirmation and restores the default brand', async ({ page, request }) => {
  await updateSettings(request, {
    BRAND_PRIMARY_COLOR: '#7c2d12',
    BRAND_SYSTEM_TITLE_EN: 'Reset Me',
  });
  await signInAs(page, 'admin', '/settings?tab=branding', 'en');
  await expect(page.locator('input[name="primary_color"]')).toHaveValue('#7c2d12');
  await page.getByTestId('branding-reset').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await expect(page.locator('input[name="primary_color"]')).toHaveValue('#7c2d12');
  await page.getByTestId('branding-reset').click();
  await page.getByRole('dialog').getByRole('button', { name: /reset/i }).click();
  await expect(page.locator('input[name="primary_color"]')).toHaveValue('#000000');
  const branding = await (await request.get('/api/system/branding/')).json();
  expect(branding.primary_color).toBe('#000000');
});

test('a primary colour that white text cannot be read on is warned about', async ({ page }) => {
  await signInAs(page, 'admin', '/settings?tab=branding', 'en');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await page.locator('input[name="primary_color"]').fill('#ffeb3b');
  await expect(page.getByTestId('contrast-warning')).toBeVisible();
  await page.locator('input[name="primary_color"]').fill('#0b3d91');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
});

test('a bad colour is refused with a message and nothing changes', async ({ page, request }) => {
  await signInAs(page, 'admin', '/settings?tab=branding', 'en');
  await page.locator('input[name="primary_color"]').fill('blue');
  await page.getByTestId('branding-save').click();
  await expect(page.locator('.invalid-feedback, .alert-danger').first()).toBeVisible();
  const branding = await (await request.get('/api/system/branding/')).json();
  expect(branding.primary_color).toBe('#000000');
});

test('the logo is uploaded, previewed and shown; a file that is not an image is refused', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/settings?tab=branding', 'en');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 24, height: 24 } });
  await page
    .locator('input[name="logo"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('logo-upload').click();
  await expect(page.getByTestId('logo-saved')).toBeVisible();
  const src = await page.getByTestId('brand-logo').first().getAttribute('src');
  expect(src).toContain('/api/system/logo/');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await page.locator('input[name="logo"]').setInputFiles({
    name: 'not-a-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is only text pretending to be a picture'),
  });
  await page.getByTestId('logo-upload').click();
  await expect(page.getByTestId('logo-error')).toBeVisible();
  expect(await page.getByTestId('brand-logo').first().getAttribute('src')).toBe(src);
});

test('other users see a new brand once their 5-minute cache expires', async ({ page, request }) => {
  await page.clock.install({ time: new Date('2026-11-21T09:00:00Z') });
  await openIn(page, '/login', 'en');
  // The server's answer has arrived and been cached before the brand changes.
  await expect.poll(() => storedItem(page, STORAGE_KEYS.brandingCache)).not.toBeNull();
  const before = await page.getByTestId('system-title').first().innerText();
  const title = `Tracking Desk ${Date.now() % 10000}`;
  await updateSettings(request, { BRAND_SYSTEM_TITLE_EN: title });

  await page.clock.setSystemTime(new Date('2026-11-21T09:04:00Z'));
  await page.reload();
  await expect(page.getByTestId('system-title').first()).toHaveText(before);

  // Just past 5 minutes after the cache was written: on a busy machine the first answer can
  // arrive seconds after the page opened, so the time is taken from the cache entry itself.
  const cache = await storedItem(page, STORAGE_KEYS.brandingCache);
  const cachedAt = (JSON.parse(cache ?? '{}') as { cached_at?: number }).cached_at;
  expect(cachedAt).toBeGreaterThanOrEqual(Date.parse('2026-11-21T09:00:00Z'));
  await page.clock.setSystemTime(new Date(cachedAt! + 300_000 + 1_000));
  await page.reload();
  await expect(page.getByTestId('system-title').first()).toHaveText(title);
});

test('editors and clients have no system settings', async ({ page, request }) => {
  await signInAs(page, 'editor', '/settings?tab=branding', 'en');
  await expect(page.getByTestId('settings-tab-branding')).toHaveCount(0);
  await expect(page.locator('input[name="primary_color"]')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const refused = await request.post('/api/system/settings/bulk_update/', {
    data: { settings: { BRAND_PRIMARY_COLOR: '#123456' } },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
