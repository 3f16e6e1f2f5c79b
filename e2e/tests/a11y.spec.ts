import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import { PROTECTED_ROUTES, PUBLIC_PAGES, allowed } from '../support/routes';
import type { DemoRole } from '../support/accounts';

/** The page has drawn its heading before it is scanned. */
async function expectAccessible(page: Page, label: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoSeriousViolations(page, label);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test('public pages', async ({ page }) => {
      // Six pages, each loaded and scanned: past 30 s on a loaded 2-core machine.
      test.setTimeout(90_000);
      for (const path of PUBLIC_PAGES) {
        await openIn(page, path, language);
        await expectAccessible(page, `${path} (${language})`);
      }
    });

    for (const role of ['admin', 'editor', 'client'] as DemoRole[]) {
      test(`pages of the ${role}`, async ({ page }) => {
        // Every page of the role, each scanned by axe: the admin's seventeen took over two
        // minutes on a loaded 2-core machine.
        test.setTimeout(240_000);
        await signInAs(page, role, '/dashboard', language);
        for (const { path, roles } of PROTECTED_ROUTES) {
          if (!allowed(roles, role)) continue;
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expectAccessible(page, `${path} as ${role} (${language})`);
        }
        if (role === 'admin') {
          for (const tab of ['branding', 'form', 'sla', 'tokens']) {
            await page.goto(`/settings?tab=${tab}`);
            await expect(page.getByTestId(`settings-tab-${tab}`)).toHaveAttribute(
              'aria-selected',
              'true',
            );
            await expectAccessible(page, `/settings?tab=${tab} (${language})`);
          }
        }
      });
    }

    test('the page for an unknown address', async ({ page }) => {
      await openIn(page, '/no-such-page', language);
      await expectAccessible(page, `404 (${language})`);
    });
  });
}
