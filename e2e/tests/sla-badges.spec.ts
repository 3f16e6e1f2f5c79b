import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEFAULT_PAGE_SIZE,
  parseList,
  type Language,
  type TApplication,
  type TOption,
  type TReportSummary,
  type TSlaPolicy,
} from '@mutabaa/shared';
import { apiSignIn, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openIn, signInAs, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/sla-badges';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const LANGUAGES: readonly Language[] = ['ar', 'en'];
const NAME = 'E2E badges';

const auth = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

async function list(request: APIRequestContext, who: SignedIn, query: string) {
  const response = await request.get(`/api/transactions/?${query}`, { headers: auth(who) });
  expect(response.status(), await response.text()).toBe(200);
  return parseList<TApplication>(await response.json());
}

async function createPolicy(
  request: APIRequestContext,
  admin: SignedIn,
  type: string,
  hours: number,
): Promise<TSlaPolicy> {
  const response = await request.post('/api/sla/policies/', {
    headers: auth(admin),
    data: {
      name_ar: `${NAME} ${hours}`,
      name_en: `${NAME} ${hours}`,
      transaction_type: type,
      resolution_hours: hours,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TSlaPolicy;
}

let admin: SignedIn;
let editor: SignedIn;
let client: SignedIn;
let breachedType: string;
let waiting: TApplication;

// Two policies: a tiny one on a type the editor's open demo applications have (submitted days
// ago, so already past it), and a week's one on another type, for a new application that waits.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await apiSignIn(request, 'admin');
  editor = await apiSignIn(request, 'editor');
  client = await apiSignIn(request, 'client');
  const open = await list(request, editor, 'open=true&page_size=100');
  const typed = open.find((application) => application.transaction_type);
  expect(typed, 'an open demo application with a type').toBeTruthy();
  breachedType = typed!.transaction_type!;
  const types = await request.get('/api/transactions/form-config/application-types/active/', {
    headers: auth(admin),
  });
  const otherType = parseList<TOption>(await types.json()).find((t) => t.value !== breachedType);
  expect(otherType, 'a second application type').toBeTruthy();
  await createPolicy(request, admin, breachedType, 0.01);
  await createPolicy(request, admin, otherType!.value, 35);
  const response = await request.post('/api/transactions/', {
    headers: auth(admin),
    data: {
      title: 'E2E expected by',
      transaction_type: otherType!.value,
      priority: 'normal',
      client: client.user.id,
      assigned_to: editor.user.id,
      department: 'E2E',
      status: 'submitted',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as TApplication;
  // The clocks are worked out in the background right after a policy changes.
  await expect
    .poll(async () => (await list(request, editor, 'sla_state=breached')).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const own = await request.get(`/api/transactions/${created.id}/`, { headers: auth(admin) });
        return ((await own.json()) as TApplication).sla?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('running');
  waiting = created;
});

test.afterAll(async ({ request }) => {
  const who = await apiSignIn(request, 'admin');
  const response = await request.get('/api/sla/policies/', { headers: auth(who) });
  for (const policy of (await response.json()) as TSlaPolicy[]) {
    if (policy.name_en.startsWith(NAME)) {
      await request.delete(`/api/sla/policies/${policy.id}/`, { headers: auth(who) });
    }
  }
});

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test(`${language}: the editor sees badges and filters the late applications`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'editor', '/transactions', language);
    await settled(page);
    await expect(page.getByTestId('sla-badge').first()).toBeVisible();

    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-sla').selectOption('breached');
    await page.getByTestId('filters-apply').click();
    await expect(page).toHaveURL(/sla_state=breached/);
    await settled(page);
    const badges = page.getByTestId('application-row').getByTestId('sla-badge');
    await expect(badges.first()).toBeVisible();
    for (const state of await badges.evaluateAll((all) => all.map((b) => b.dataset.state))) {
      expect(state).toBe('breached');
    }
    await expect(badges.first()).toContainText(language === 'ar' ? 'متأخر' : 'late');
    await expectNoSeriousViolations(page, `breached list (${language})`);
    await page.screenshot({ path: `${SHOTS}/list-${language}-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expect(badges.first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-${language}-375.png`, fullPage: true });

    await page.setViewportSize(DESKTOP);
    await page.getByTestId('application-row').first().getByRole('link').first().click();
    const badge = page.getByTestId('transaction-detail').getByTestId('sla-badge');
    await expect(badge).toHaveAttribute('data-state', 'breached');
    await expectNoSeriousViolations(page, `breached detail (${language})`);
    await page.screenshot({ path: `${SHOTS}/detail-${language}-1440.png`, fullPage: true });
    // Drawn afresh at the phone's width: the side bar's slide-out would be caught half way.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(badge).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-${language}-375.png`, fullPage: true });
  });

  test(`${language}: the client reads when to expect their application`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, 'client', `/transactions/${waiting.id}`, language);
    const expected = page.getByTestId('sla-expected');
    await expect(expected).toContainText(language === 'ar' ? 'متوقع بحلول' : 'Expected by');
    await expect(page.getByTestId('sla-badge')).toHaveCount(0);
    await expectNoSeriousViolations(page, `client detail (${language})`);
    await page.screenshot({ path: `${SHOTS}/client-${language}-375.png`, fullPage: true });

    await openIn(page, `/public/transactions/${waiting.transaction_id}`, language);
    await expect(page.getByTestId('public-expected')).toBeVisible();
    await expect(page.getByTestId('public-application')).toContainText(
      language === 'ar' ? 'متوقع بحلول' : 'Expected by',
    );
    await expectNoSeriousViolations(page, `public page (${language})`);
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/public-${language}-1440.png`, fullPage: true });
  });
}

for (const language of LANGUAGES) {
  test(`${language}: the admin's report counts the breached ones and opens their list`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const query = new URLSearchParams({
      transaction_type: breachedType,
      assigned_to: String(editor.user.id),
    });
    const response = await request.get(`/api/reports/summary/?${query}`, { headers: auth(admin) });
    expect(response.status(), await response.text()).toBe(200);
    const level = ((await response.json()) as TReportSummary).service_level;
    expect(level.breached_now).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'admin', `/reports?${query}`, language);
    const card = page.getByTestId('report-sla');
    await expect(card.getByRole('heading')).toHaveText(
      language === 'ar' ? 'مستويات الخدمة' : 'Service levels',
    );
    const breached = page.getByTestId('report-sla-late');
    await expect(breached).toHaveAttribute('data-count', String(level.breached_now));
    await expect(page.getByTestId('report-sla-type')).toBeVisible();
    await expect(page.getByTestId('report-sla-editor')).toBeVisible();
    await expectNoSeriousViolations(page, `report service levels (${language})`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-${language}-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-${language}-375.png`, fullPage: true });

    await breached.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sla_state=breached/);
    await settled(page);
    await expect(page.getByTestId('application-row')).toHaveCount(
      Math.min(level.breached_now, DEFAULT_PAGE_SIZE),
    );
    for (const state of await page
      .getByTestId('application-row')
      .getByTestId('sla-badge')
      .evaluateAll((all) => all.map((b) => b.dataset.state))) {
      expect(state).toBe('breached');
    }
  });
}
