import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  isoDay,
  parseList,
  presetPeriod,
  type Language,
  type TApplication,
  type TOption,
  type TReportSummary,
} from '@mutabaa/shared';
import { apiSignIn, transition, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

/**
 * The report over applications of a department of this test's own: its figures are this
 * test's alone, whatever the tests beside it create on the same server.
 */
const uniqueDepartment = () =>
  `RPT-${Date.now().toString(36)}${test.info().workerIndex}${Math.random().toString(36).slice(2, 5)}`;

const today = () => isoDay(new Date());
const headers = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

async function activeType(request: APIRequestContext, who: SignedIn) {
  const response = await request.get('/api/transactions/form-config/application-types/', {
    headers: headers(who),
  });
  return parseList<TOption>(await response.json()).find((t) => t.is_active)!.value;
}

/**
 * Four applications of `department`, created today: one open, one open and overdue (the
 * editor's), one completed by its due date (the editor's) and one completed after it.
 */
async function reportData(request: APIRequestContext, department: string) {
  const admin = await apiSignIn(request, 'admin');
  const editor = await apiSignIn(request, 'editor');
  const client = await apiSignIn(request, 'client');
  const type = await activeType(request, admin);
  const create = async (title: string, due: string | null, assignee?: SignedIn) => {
    const response = await request.post('/api/transactions/', {
      headers: headers(admin),
      data: {
        title: `${department} ${title}`,
        transaction_type: type,
        priority: 'normal',
        client: client.user.id,
        assigned_to: assignee?.user.id ?? null,
        department,
        status: 'submitted',
        due_date: due,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as TApplication;
  };
  const complete = async (application: TApplication) => {
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await transition(request, admin, application.id, status);
    }
  };
  await create('open', null);
  await create('overdue', addDays(today(), -3), editor);
  await complete(await create('met', addDays(today(), 1), editor));
  await complete(await create('missed', addDays(today(), -2)));
  return { admin, editor };
}

/** The report's query of this test: the last seven days, its department only. */
const reportQuery = (department: string) =>
  new URLSearchParams({
    created_at_after: addDays(today(), -6),
    created_at_before: today(),
    department,
  });

async function summaryOf(request: APIRequestContext, who: SignedIn, query: URLSearchParams) {
  const response = await request.get(`/api/reports/summary/?${query}`, { headers: headers(who) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TReportSummary;
}

/** How many applications the list's API finds for the query of a page's address. */
async function listCount(request: APIRequestContext, who: SignedIn, url: string) {
  const query = new URL(url).searchParams;
  const response = await request.get(`/api/transactions/?${query}`, { headers: headers(who) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

const total = (page: Page, key: string) => page.getByTestId(`report-total-${key}`);

async function expectTotals(page: Page, summary: TReportSummary) {
  await expect(total(page, 'created')).toHaveAttribute(
    'data-count',
    String(summary.totals.created),
  );
  await expect(total(page, 'completed')).toHaveAttribute(
    'data-count',
    String(summary.totals.completed),
  );
  await expect(total(page, 'backlog')).toHaveAttribute(
    'data-count',
    String(summary.totals.backlog),
  );
  await expect(total(page, 'overdue')).toHaveAttribute(
    'data-count',
    String(summary.totals.overdue_now),
  );
}

for (const language of ['ar', 'en'] as Language[]) {
  test(`the admin reads the API's figures in ${language}, with no serious axe violation`, async ({
    page,
    request,
  }) => {
    const department = uniqueDepartment();
    const { admin } = await reportData(request, department);
    const query = reportQuery(department);
    await signInAs(page, 'admin', `/reports?${query}`, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ar' ? 'التقارير والتحليلات' : 'Reports and Analytics',
    );
    const summary = await summaryOf(request, admin, query);
    expect(summary.totals).toEqual({ created: 4, completed: 2, backlog: 2, overdue_now: 1 });
    await expectTotals(page, summary);
    // The numbers are written in the page's language.
    await expect(total(page, 'created')).toHaveText(new Intl.NumberFormat(language).format(4));
    await expect(page.getByTestId('report-due-met')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('report-due-missed')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('report-due-share')).toHaveText(
      new Intl.NumberFormat(language, { style: 'percent' }).format(0.5),
    );
    // The definitions are the shared ones, in the page's language.
    await expect(page.getByTestId('report-over-time')).toContainText(
      language === 'ar' ? 'الطلبات التي أُنشئت خلال الفترة' : 'Applications created in the period',
    );
    await expect(page.locator('.report-chart canvas').first()).toBeVisible();

    await expectNoSeriousViolations(page, `reports in ${language}`);
    // With a chart shown as its table too.
    await page.getByTestId('report-by-status-as-table').click();
    await expect(page.getByTestId('report-by-status-as-table')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('report-by-status-table').locator('table')).toBeVisible();
    await expectNoSeriousViolations(page, `reports in ${language}, a table shown`);
  });
}

test('the period and a filter go into the address and survive a reload', async ({
  page,
  request,
}) => {
  const department = uniqueDepartment();
  const { admin } = await reportData(request, department);
  await signInAs(page, 'admin', '/reports', 'en');
  await expect(page.getByTestId('report-preset-year')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('report-preset-month').click();
  const month = presetPeriod('month', today());
  await expect(page).toHaveURL(new RegExp(`created_at_after=${month.start}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`created_at_before=${month.end}(&|$)`));
  await expect(page.getByTestId('report-preset-month')).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Department', { exact: true }).fill(department);
  await page.getByLabel('Department', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`department=${department}(&|$)`));
  await expect(total(page, 'created')).toHaveAttribute('data-count', '4');

  await page.reload();
  await expect(page.getByLabel('Department', { exact: true })).toHaveValue(department);
  await expect(page.getByTestId('report-from')).toHaveAttribute('data-value', month.start);
  await expect(page.getByTestId('report-preset-month')).toHaveAttribute('aria-pressed', 'true');
  const summary = await summaryOf(request, admin, new URL(page.url()).searchParams);
  await expectTotals(page, summary);
  // The printed heading names the period and the filter.
  await expect(page.getByTestId('report-print-heading')).toContainText(department, {
    useInnerText: false,
  });

  // Export to Excel takes the same period and filter.
  const [download, exported] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(/\/api\/reports\/export\//),
    page.getByTestId('report-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(new URL(exported.url()).searchParams.get('department')).toBe(department);
  expect(new URL(exported.url()).searchParams.get('created_at_after')).toBe(month.start);

  // A reversed range is named at its field and asks nothing of the API.
  await page.getByTestId('report-from').fill(addDays(today(), 1));
  await page.getByTestId('report-to').fill(today());
  await page.getByTestId('report-apply').click();
  await expect(page.getByText('The end of the period comes before its start.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`created_at_after=${month.start}(&|$)`));
});

test("a figure's table link opens the list of as many applications, and leads back", async ({
  page,
  request,
}) => {
  const department = uniqueDepartment();
  const { admin } = await reportData(request, department);
  const query = reportQuery(department);
  const reportUrl = `/reports?${query}`;
  await signInAs(page, 'admin', reportUrl, 'en');
  await expect(total(page, 'created')).toHaveAttribute('data-count', '4');

  const follow = async (link: ReturnType<Page['getByTestId']>, expected: number, param: RegExp) => {
    await expect(link).toHaveAttribute('data-count', String(expected));
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(param);
    await expect(page.getByTestId('list-report-notice')).toBeVisible();
    expect(await listCount(request, admin, page.url())).toBe(expected);
    await expect(page.getByTestId('list-summary')).toContainText(
      `of ${expected} ${expected === 1 ? 'entry' : 'entries'}`,
    );
    await expect(page.getByTestId('application-row')).toHaveCount(expected);
  };

  // Due date missed: completed in the period after its due date.
  await follow(page.getByTestId('report-due-missed'), 1, /due_met=false/);
  await expect(page).toHaveURL(new RegExp(`department=${department}`));
  await expect(page.getByTestId('application-row')).toContainText(`${department} missed`);

  // Back to the same report through the notice.
  await page.getByTestId('list-report-back').click();
  await expect(page).toHaveURL(new RegExp(`department=${department}`));
  await expect(page.getByTestId('report-from')).toHaveAttribute('data-value', addDays(today(), -6));

  // Overdue now.
  await follow(total(page, 'overdue'), 1, /open=true&due_date_before=/);

  // A click on a bar opens its applications too: the one priority's bar fills the chart.
  await page.goBack();
  await page.getByTestId('report-by-priority').locator('canvas').click();
  await expect(page).toHaveURL(/priority=normal/);
  await expect(page).toHaveURL(new RegExp(`created_at_after=${addDays(today(), -6)}`));
  expect(await listCount(request, admin, page.url())).toBe(4);
  await expect(page.getByTestId('application-row')).toHaveCount(4);
  await expect(page.getByTestId('list-report-notice')).toBeVisible();

  // The backlog at the end of the last day, from the chart's table.
  await page.goBack();
  const lastPoint = page
    .getByTestId('report-over-time-table')
    .locator('tbody tr')
    .last()
    .getByRole('link')
    .nth(2);
  await follow(lastPoint, 2, new RegExp(`open_on=${today()}`));

  // The time in a status: the two completed ones left "submitted" in the period.
  await page.goBack();
  const leftSubmitted = page
    .getByTestId('report-status-time-table')
    .locator('tbody tr', { hasText: 'Submitted' })
    .getByRole('link');
  await follow(leftSubmitted, 2, /left_status=submitted/);

  // The unassigned row of the due dates by assignee, once the overdue one is back in the queue.
  const found = await request.get(`/api/transactions/?department=${department}&search=overdue`, {
    headers: headers(admin),
  });
  const [overdue] = parseList<TApplication>(await found.json());
  const queued = await request.post('/api/assignments/', {
    headers: headers(admin),
    data: { transaction_ids: [overdue!.id], assigned_to: null },
  });
  expect(queued.status(), await queued.text()).toBe(200);
  await page.goto(reportUrl);
  const unassignedOverdue = page
    .getByTestId('report-due-editors-table')
    .locator('tbody tr', { hasText: 'Unassigned' })
    .getByRole('link')
    .nth(2);
  await follow(unassignedOverdue, 1, /unassigned=true/);
  await expect(page.getByTestId('application-row')).toContainText(`${department} overdue`);

  // Clearing the report's selection leaves the list's own filters.
  await page.getByTestId('list-report-clear').click();
  await expect(page.getByTestId('list-report-notice')).toHaveCount(0);
  await expect(page).not.toHaveURL(/open_on=/);
  await expect(page).toHaveURL(new RegExp(`department=${department}`));
});

test('the controls and the table links are reached with Tab', async ({ page, request }) => {
  const department = uniqueDepartment();
  await reportData(request, department);
  await signInAs(page, 'admin', `/reports?${reportQuery(department)}`, 'en');
  await expect(total(page, 'created')).toHaveAttribute('data-count', '4');

  // From the first preset, every control of the form in turn.
  await page.getByTestId('report-preset-week').focus();
  const expected = [
    'report-preset-month',
    'report-preset-quarter',
    'report-preset-year',
    'report-from',
    'report-to',
    'report-interval',
    'report-type',
    'report-priority',
    'report-department',
    'report-assignee',
    'report-apply',
    'report-clear',
  ];
  for (const testId of expected) {
    // A date field takes two presses: its calendar button follows its input.
    const control = page.getByTestId(testId);
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      if (await control.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(control).toBeFocused();
  }

  // After a chart's toggle, its table's first link: shown as soon as it has the focus.
  await page.getByTestId('report-by-priority-as-table').focus();
  await page.keyboard.press('Tab');
  const link = page.getByTestId('report-by-priority-table').getByRole('link').first();
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  await expect(page.getByTestId('report-by-priority-table').locator('table')).toBeInViewport();

  // The editor table's counts are links too.
  const editorLink = page.getByTestId('report-editors-rows').getByRole('link').first();
  await editorLink.focus();
  await expect(editorLink).toBeFocused();
});

test('an editor gets the report of their scope; a client does not get the page', async ({
  page,
  request,
  browser,
}) => {
  const department = uniqueDepartment();
  const { editor } = await reportData(request, department);
  const query = reportQuery(department);
  await signInAs(page, 'editor', `/reports?${query}`, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التقارير والتحليلات');
  // The editor's scope: the two applications assigned to them.
  const summary = await summaryOf(request, editor, query);
  expect(summary.totals.created).toBe(2);
  await expectTotals(page, summary);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, 'client', '/reports', 'en');
  await expect(other).toHaveURL(/\/dashboard$/);
  const client = await apiSignIn(request, 'client');
  const response = await request.get('/api/reports/summary/', { headers: headers(client) });
  expect(response.status()).toBe(403);
  await context.close();
});
