import { expect, signInAs, test } from '../support/fixtures';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of ['ar', 'en'] as const) {
    test(`the sidebar is an overlay that closes on navigation (${language})`, async ({ page }) => {
      await signInAs(page, 'admin', '/dashboard', language);
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar).not.toBeInViewport();
      await page.getByTestId('sidebar-toggle').click();
      await expect(sidebar).toBeInViewport();
      await sidebar.locator('a[href="/users"]').click();
      await expect(page).toHaveURL(/\/users$/);
      await expect(sidebar).not.toBeInViewport();
      await page.getByTestId('sidebar-toggle').click();
      await expect(sidebar).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(sidebar).not.toBeInViewport();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('at desktop width the sidebar stays open beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'editor', '/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeInViewport();
  await sidebar.locator('a[href="/drafts"]').click();
  await expect(page).toHaveURL(/\/drafts$/);
  await expect(sidebar).toBeInViewport();
  // Right to left: the sidebar stands on the right.
  const box = await sidebar.boundingBox();
  expect(box!.x).toBeGreaterThan(1440 / 2);
});

test('the whole shell can be used by keyboard', async ({ page }) => {
  await signInAs(page, 'client', '/dashboard', 'en');
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(first.length).toBeGreaterThan(0);
  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('logout')).toBeHidden();
});

test('the header search opens the list filtered by the words typed', async ({ page }) => {
  await signInAs(page, 'editor', '/dashboard', 'en');
  const search = page.getByRole('searchbox');
  await search.fill('APP-2026');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/transactions\?search=APP-2026$/);
});
