import { expect, signInAs, test } from '../support/fixtures';
import { PROTECTED_ROUTES, allowed } from '../support/routes';
import type { DemoRole } from '../support/accounts';

test.describe('a signed-out visitor', () => {
  for (const { path } of PROTECTED_ROUTES) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('input[name="email"]')).toBeVisible();
    });
  }

  test('is sent from / to /login by way of /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

const ROLES: DemoRole[] = ['admin', 'editor', 'client'];

for (const role of ROLES) {
  test.describe(`the ${role}`, () => {
    test('follows the route table', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, role);
      await expect(page.getByTestId('sidebar')).toBeAttached();
      for (const { path, roles } of PROTECTED_ROUTES) {
        await page.goto(path);
        if (allowed(roles, role)) {
          await expect(page, `${role} may open ${path}`).toHaveURL(new RegExp(`${path}$`));
          await expect(page.locator('h1')).toHaveCount(1);
        } else {
          await expect(page, `${role} is sent away from ${path}`).toHaveURL(/\/dashboard$/);
        }
      }
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
