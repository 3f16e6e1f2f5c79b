import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import { PROTECTED_ROUTES, PUBLIC_PAGES, allowed } from '../support/routes';
import type { DemoRole } from '../support/accounts';

async function expectNoSeriousViolations(page: Page, label: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label}`).toEqual([]);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test('public pages', async ({ page }) => {
      for (const path of PUBLIC_PAGES) {
        await openIn(page, path, language);
        await expectNoSeriousViolations(page, `${path} (${language})`);
      }
    });

    for (const role of ['admin', 'editor', 'client'] as DemoRole[]) {
      test(`pages of the ${role}`, async ({ page }) => {
        test.setTimeout(120_000);
        await signInAs(page, role, '/dashboard', language);
        for (const { path, roles } of PROTECTED_ROUTES) {
          if (!allowed(roles, role)) continue;
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expectNoSeriousViolations(page, `${path} as ${role} (${language})`);
        }
        if (role === 'admin') {
          for (const tab of ['branding', 'form']) {
            await page.goto(`/settings?tab=${tab}`);
            await expect(page.getByTestId(`settings-tab-${tab}`)).toHaveAttribute(
              'aria-selected',
              'true',
            );
            await expectNoSeriousViolations(page, `/settings?tab=${tab} (${language})`);
          }
        }
      });
    }

    test('the page for an unknown address', async ({ page }) => {
      await openIn(page, '/no-such-page', language);
      await expectNoSeriousViolations(page, `404 (${language})`);
    });
  });
}
