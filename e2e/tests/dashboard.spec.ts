import type { Language } from '@mutabaa/shared';
import type { Page, Response } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ACCOUNTS, DemoRole } from '../support/accounts';
import { apiSignIn, createApplication, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

type Body = Record<string, unknown> & {
  recent_transactions: { id: number; reference_number: string }[];
};

// The figures are compared with the answer the page itself received; one test at a time keeps
// the applications another test creates out of that answer's rows.
test.describe.configure({ mode: 'default', timeout: 60_000 });

/** Card test id → where its figure is in the API's answer. */
const CARDS: Record<DemoRole, Record<string, (body: Body) => unknown>> = {
  admin: {
    totalApplications: (b) => b.total_transactions,
    pendingApproval: (b) => b.pending_assignments,
    completed: (b) => b.completed_transactions,
    activeUsers: (b) => b.active_users,
  },
  editor: {
    assignedTasks: (b) => b.my_assigned_transactions,
    inProgress: (b) => (b.workload_distribution as { in_progress: number }).in_progress,
    completedToday: (b) => b.my_completed_transactions,
    overdue: (b) => b.my_overdue_transactions,
  },
  client: {
    activeApplications: (b) => b.my_active_transactions,
    completed: (b) => b.my_completed_transactions,
    awaitingResponse: (b) => b.my_awaiting_response_transactions,
  },
};

const HEADERS: Record<Language, { staff: string[]; client: string[] }> = {
  en: {
    staff: [
      'Reference Number',
      'Application ID',
      'Client',
      'Type',
      'Status',
      'Service level',
      'Last Modified',
      'Comments',
      'Actions',
    ],
    client: [
      'Reference Number',
      'Application ID',
      'Status',
      'Last Modified',
      'Comments',
      'Actions',
    ],
  },
  ar: {
    staff: [
      'الرقم المرجعي',
      'رقم الطلب',
      'العميل',
      'النوع',
      'الحالة',
      'مستوى الخدمة',
      'آخر تعديل',
      'التعليقات',
      'الإجراءات',
    ],
    client: ['الرقم المرجعي', 'رقم الطلب', 'الحالة', 'آخر تعديل', 'التعليقات', 'الإجراءات'],
  },
};

const isDashboardAnswer = (role: DemoRole) => (response: Response) =>
  response.url().endsWith(`/api/dashboard/${role}/`) && response.request().method() === 'GET';

/** Opens the dashboard signed in as `role`; the API's answer the page rendered. */
async function openDashboard(
  page: Page,
  role: DemoRole,
  language: Language,
  account: keyof typeof ACCOUNTS = role,
) {
  const answer = page.waitForResponse(isDashboardAnswer(role));
  await signInAs(page, account, '/dashboard', language);
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page.getByTestId(`${role}-dashboard`)).toBeVisible();
  return (await response.json()) as Body;
}

async function expectCards(page: Page, role: DemoRole, language: Language, body: Body) {
  const format = new Intl.NumberFormat(language);
  for (const [card, figure] of Object.entries(CARDS[role])) {
    const value = figure(body);
    expect(typeof value, card).toBe('number');
    const shown = page.getByTestId(`card-${card}-value`);
    await expect(shown).toHaveText(format.format(value as number));
    await expect(shown).toHaveAttribute('data-value', String(value));
  }
}

async function expectRows(page: Page, body: Body) {
  const rows = page.getByTestId('recent-row');
  await expect(rows).toHaveCount(body.recent_transactions.length);
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id'))));
  expect(ids).toEqual(body.recent_transactions.map((a) => a.id));
}

const headers = (page: Page) =>
  page.getByTestId('recent-applications').locator('thead th').allInnerTexts();

let admin: SignedIn;
let editor: SignedIn;
let client: SignedIn;
test.beforeAll(async ({ request }) => {
  [admin, editor, client] = await Promise.all([
    apiSignIn(request, 'admin'),
    apiSignIn(request, 'editor'),
    apiSignIn(request, 'client'),
  ]);
});

for (const language of ['ar', 'en'] as const) {
  test.describe(`dashboards in ${language}`, () => {
    test('admin: the cards show the API figures, the table every column', async ({
      page,
      request,
    }) => {
      const created = await createApplication(request, admin, {
        title: `Admin dashboard ${language}`,
        client,
      });
      const body = await openDashboard(page, 'admin', language);
      expect(body.recent_transactions[0]?.id).toBe(created.id);
      expect(body.pending_assignments).toBeGreaterThanOrEqual(1);
      await expectCards(page, 'admin', language, body);
      expect(await headers(page)).toEqual(HEADERS[language].staff);
      await expectRows(page, body);
      const row = page.locator(`[data-testid="recent-row"][data-id="${created.id}"]`);
      await expect(row.locator('td[data-column="referenceNumber"]')).toHaveText(
        created.reference_number,
      );
      await expect(row.locator('td[data-column="applicationId"]')).toHaveText(
        created.transaction_id,
      );
      await expect(row.locator('td[data-column="client"]')).toHaveText(client.user.full_name);
      await expect(row.locator('.status-badge')).toHaveAttribute('data-status', 'submitted');
      await expect(page.getByTestId('export-report')).toBeVisible();
    });

    test('editor: assigned work, every column, the view link opens the application', async ({
      page,
      request,
    }) => {
      const created = await createApplication(request, admin, {
        title: `Editor dashboard ${language}`,
        client,
        assignee: editor,
      });
      const body = await openDashboard(page, 'editor', language);
      expect(body.recent_transactions[0]?.id).toBe(created.id);
      expect(body.my_assigned_transactions).toBeGreaterThanOrEqual(1);
      await expectCards(page, 'editor', language, body);
      expect(await headers(page)).toEqual(HEADERS[language].staff);
      await expectRows(page, body);
      await expect(page.getByTestId('export-report')).toHaveCount(0);

      const row = page.locator(`[data-testid="recent-row"][data-id="${created.id}"]`);
      await row.getByTestId('recent-view').click();
      await expect(page).toHaveURL(new RegExp(`/transactions/${created.id}$`));
    });

    test('client: own figures, no client or type column, another client sees none', async ({
      page,
      request,
    }) => {
      const created = await createApplication(request, admin, {
        title: `Client dashboard ${language}`,
        client,
      });
      const body = await openDashboard(page, 'client', language);
      expect(body.recent_transactions[0]?.id).toBe(created.id);
      expect(body.my_awaiting_response_transactions).toBeGreaterThanOrEqual(1);
      await expectCards(page, 'client', language, body);
      await expect(page.getByTestId('card-activeUsers')).toHaveCount(0);
      expect(await headers(page)).toEqual(HEADERS[language].client);
      await expect(page.locator('td[data-column="client"], td[data-column="type"]')).toHaveCount(0);
      await expectRows(page, body);

      await page.evaluate(() => localStorage.clear());
      const other = await openDashboard(page, 'client', language, 'client2');
      expect(other.recent_transactions.map((a) => a.id)).not.toContain(created.id);
      await expectCards(page, 'client', language, other);
      await expect(page.locator(`[data-testid="recent-row"][data-id="${created.id}"]`)).toHaveCount(
        0,
      );
    });

    test('Export Report downloads a readable workbook of the figures', async ({
      page,
      request,
    }) => {
      await openDashboard(page, 'admin', language);
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-report').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^mutabaa-dashboard-\d{4}-\d{2}-\d{2}\.xlsx$/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const figures = (await (
        await request.get('/api/dashboard/admin/', {
          headers: { Authorization: `Bearer ${admin.token}` },
        })
      ).json()) as Body;
      const [summary, recent] = workbook.worksheets;
      const cell = (sheet: ExcelJS.Worksheet, row: number, column: number) =>
        sheet.getRow(row).getCell(column).value;
      expect(summary!.name).toBe(language === 'ar' ? 'لوحة التحكم' : 'Dashboard');
      expect(summary!.views[0]?.rightToLeft ?? false).toBe(language === 'ar');
      expect(cell(summary!, 2, 1)).toBe(
        language === 'ar' ? 'إجمالي الطلبات' : 'Total Applications',
      );
      expect(cell(summary!, 2, 2)).toBe(figures.total_transactions);
      expect(cell(summary!, 3, 2)).toBe(figures.pending_assignments);
      expect(cell(summary!, 4, 2)).toBe(figures.completed_transactions);
      expect(cell(summary!, 5, 2)).toBe(figures.active_users);
      expect(cell(recent!, 1, 1)).toBe(HEADERS[language].staff[0]);
      expect(cell(recent!, 2, 1)).toBe(figures.recent_transactions[0]!.reference_number);
      expect(recent!.rowCount).toBe(1 + figures.recent_transactions.length);
    });

    test('a failed export says so and leaves the button usable', async ({ page }) => {
      await page.route('**/api/dashboard/admin/export/', (route) =>
        route.fulfill({ status: 500, json: { detail: 'Broken', code: 'internal_error' } }),
      );
      await openDashboard(page, 'admin', language);
      await page.getByTestId('export-report').click();
      await expect(page.getByRole('alert')).toHaveText(
        language === 'ar'
          ? 'تعذّر تصدير التقرير. يُرجى المحاولة مرة أخرى.'
          : 'The report could not be exported. Please try again.',
      );
      await expect(page.getByTestId('export-report')).toBeEnabled();
    });

    test('a failed load shows zeros and an empty table, and is only logged', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.route('**/api/dashboard/*/', (route) =>
        route.fulfill({ status: 500, json: { detail: 'Broken', code: 'internal_error' } }),
      );
      for (const role of ['admin', 'editor', 'client'] as const) {
        await signInAs(page, role, '/dashboard', language);
        for (const card of Object.keys(CARDS[role])) {
          await expect(page.getByTestId(`card-${card}-value`)).toHaveAttribute('data-value', '0', {
            timeout: 15_000,
          });
          await expect(page.getByTestId(`card-${card}-value`)).toHaveText(
            new Intl.NumberFormat(language).format(0),
          );
        }
        await expect(page.getByTestId('recent-empty')).toHaveText(
          language === 'ar' ? 'لم يُعثر على طلبات' : 'No applications found',
        );
        await expect(page.getByRole('alert')).toHaveCount(0);
        await page.evaluate(() => localStorage.clear());
      }
      expect(logged.some((text) => text.includes('dashboard could not be loaded'))).toBe(true);
    });

    test('at 375 px the recent rows stack into cards without sideways scrolling', async ({
      page,
      request,
    }) => {
      await createApplication(request, admin, { title: `Narrow ${language}`, client });
      await page.setViewportSize({ width: 375, height: 800 });
      await openDashboard(page, 'admin', language);
      const view = page.getByTestId('recent-view').first();
      await view.scrollIntoViewIfNeeded();
      await expect(view).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const region = page.getByTestId('recent-applications').locator('xpath=..');
      await expect(region).toHaveAttribute('role', 'region');
      const scroll = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(scroll).toBeLessThanOrEqual(0);
    });

    test('no serious accessibility violations on any role’s dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      for (const role of ['admin', 'editor', 'client'] as const) {
        await openDashboard(page, role, language);
        await expect(page.getByTestId('recent-applications')).toHaveAttribute('aria-busy', 'false');
        await expectNoSeriousViolations(page, `${role} (${language})`);
        await page.evaluate(() => localStorage.clear());
      }
    });
  });
}
