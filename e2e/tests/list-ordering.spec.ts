import type { APIRequestContext, Page } from '@playwright/test';
import type { Language, TApplication } from '@mutabaa/shared';
import { apiSignIn, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

const SHOTS = 'test-results/list-ordering';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const LANGUAGES: readonly Language[] = ['ar', 'en'];

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The promised instants of the rows on screen, in their order (read from the API); a paused
 * clock's is left out (`undefined`): the list orders it by its stored instant, without the
 * pause that lasts, which the row's own adds up to now.
 */
async function dueOfRows(page: Page, request: APIRequestContext, who: SignedIn) {
  const ids = await page
    .getByTestId('application-row')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.id));
  expect(ids.length).toBeGreaterThan(1);
  const due: (number | null | undefined)[] = [];
  for (const id of ids) {
    const response = await request.get(`/api/transactions/${id}/`, {
      headers: { Authorization: `Bearer ${who.token}` },
    });
    const sla = ((await response.json()) as TApplication).sla;
    due.push(sla ? (sla.state === 'paused' ? undefined : Date.parse(sla.due_at)) : null);
  }
  return due.filter((d) => d !== undefined);
}

for (const language of LANGUAGES) {
  test(`${language}: staff order the list by the promised date`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const admin = await apiSignIn(request, 'admin');
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'admin', '/transactions', language);
    await settled(page);

    const ordering = page.getByTestId('list-ordering');
    await expect(ordering).toHaveValue('-updated_at');
    await expect(page.getByLabel(language === 'ar' ? 'الترتيب' : 'Order by')).toBeVisible();
    // Reached by keyboard from the filters' button, on the search's line.
    await page.getByTestId('filters-toggle').focus();
    await page.keyboard.press('Tab');
    await expect(ordering).toBeFocused();
    await ordering.selectOption('sla_due_at');
    await expect(page).toHaveURL(/ordering=sla_due_at/);
    await expect(ordering).toBeFocused();
    await settled(page);

    const soonest = await dueOfRows(page, request, admin);
    // Soonest first, the applications without a clock after every one with.
    const timed = soonest.filter((d): d is number => d !== null);
    expect(timed.length, 'rows with a promised date').toBeGreaterThan(1);
    expect(soonest.slice(0, timed.length)).toEqual(timed);
    expect(timed).toEqual([...timed].sort((a, b) => a - b));
    await expectNoSeriousViolations(page, `ordered list (${language})`);
    await page.screenshot({ path: `${SHOTS}/soonest-${language}-1440.png` });

    // The ordering survives a reload and a filter; latest first among the running ones.
    await page.reload();
    await expect(ordering).toHaveValue('sla_due_at');
    await ordering.selectOption('-sla_due_at');
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-sla').selectOption('running');
    await page.getByTestId('filters-apply').click();
    await expect(page).toHaveURL(/sla_state=running/);
    await expect(page).toHaveURL(/ordering=-sla_due_at/);
    await settled(page);
    const latest = await dueOfRows(page, request, admin);
    expect(latest.length).toBeGreaterThan(1);
    expect(latest.every((d) => d !== null)).toBe(true);
    expect(latest).toEqual([...latest].sort((a, b) => b! - a!));

    await page.setViewportSize(PHONE);
    await page.reload();
    await settled(page);
    await expect(ordering).toBeVisible();
    await expect(ordering).toHaveValue('-sla_due_at');
    await page.screenshot({ path: `${SHOTS}/latest-${language}-375.png` });

    // Back to the list's own order: the address no longer names one.
    await ordering.selectOption('-updated_at');
    await expect(page).not.toHaveURL(/ordering=/);
    await expect(page).toHaveURL(/sla_state=running/);
  });
}

test('a client orders by date, without the service-level orderings', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'client', '/transactions', 'en');
  await settled(page);
  const ordering = page.getByTestId('list-ordering');
  await expect(ordering.locator('option')).toHaveCount(4);
  await ordering.selectOption('created_at');
  await expect(page).toHaveURL(/ordering=created_at/);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/client-en-375.png` });
});
