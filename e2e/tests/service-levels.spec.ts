import type { APIRequestContext, Page } from '@playwright/test';
import {
  gregorianOfHijri,
  type Language,
  type TSlaCalendar,
  type TSlaHoliday,
  type TSlaPolicy,
} from '@mutabaa/shared';
import { expectNoSeriousViolations } from '../support/axe';
import { adminToken } from '../support/branding';
import { expect, signInAs, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/service-levels';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

/** A Hijri day's Gregorian `YYYY-MM-DD`, as the shared converter gives it. */
function gregorianDay(year: number, month: number, day: number) {
  const g = gregorianOfHijri({ year, month, day });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${g.year}-${pad(g.month)}-${pad(g.day)}`;
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function send(
  request: APIRequestContext,
  method: 'PUT' | 'DELETE',
  path: string,
  data?: object,
) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

// The calendar as the run found it, and what the tests add: put back for the specs after these.
let calendarBefore: TSlaCalendar;
test.beforeAll(async ({ request }) => {
  calendarBefore = await read<TSlaCalendar>(request, '/api/sla/calendar/');
});
test.afterAll(async ({ request }) => {
  await send(request, 'PUT', '/api/sla/calendar/', calendarBefore);
  for (const holiday of await read<TSlaHoliday[]>(request, '/api/sla/holidays/')) {
    if (holiday.name_en === 'Eid al-Fitr') {
      await send(request, 'DELETE', `/api/sla/holidays/${holiday.id}/`);
    }
  }
  for (const policy of await read<TSlaPolicy[]>(request, '/api/sla/policies/')) {
    if (policy.name_en === 'Low priority') {
      await send(request, 'DELETE', `/api/sla/policies/${policy.id}/`);
    }
  }
});

async function openTab(page: Page, language: Language) {
  await signInAs(page, 'admin', '/settings?tab=sla', language);
  await expect(page.getByTestId('settings-tab-sla')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sla-calendar-form')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('in Arabic the admin sets the calendar, an Eid holiday in Hijri and a policy', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openTab(page, 'ar');

  // The working week: Saturday too, from 7:30 to 15:30, typed in Arabic-Indic digits.
  const hours = page.getByTestId('sla-hours');
  await page.getByTestId('sla-day-6').check();
  await page.getByTestId('sla-day-start').fill('٧:٣٠');
  await page.getByTestId('sla-day-end').fill('٠٧:٠٠');
  await expect(hours).not.toContainText('ساعة');
  await page.getByTestId('sla-calendar-save').click();
  await expect(page.getByTestId('sla-calendar')).toContainText(
    'يجب أن ينتهي يوم العمل بعد بدايته.',
  );
  await expect(page.getByTestId('sla-day-end')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('sla-day-end').fill('١٥:٣٠');
  await expect(hours).toHaveText(/^8 ساعات عمل في اليوم، أي 48 ساعة في الأسبوع\.$/);
  await page.getByTestId('sla-calendar-save').click();
  await expect(page.getByTestId('sla-calendar-saved')).toBeVisible();
  await expect(page.getByTestId('sla-day-start')).toHaveValue('07:30');
  expect(await read<TSlaCalendar>(request, '/api/sla/calendar/')).toEqual({
    timezone: 'Asia/Riyadh',
    working_days: [0, 1, 2, 3, 4, 6],
    day_start: '07:30',
    day_end: '15:30',
  });

  // The time zone is System settings' too, whichever tab changes it.
  await page.getByTestId('settings-tab-branding').click();
  await page.getByTestId('date-time-zone').selectOption('Asia/Dubai');
  await page.getByTestId('date-defaults-save').click();
  await expect(page.getByTestId('date-defaults').getByRole('status')).toBeVisible();
  await page.getByTestId('settings-tab-sla').click();
  await expect(page.getByTestId('sla-time-zone')).toHaveValue('Asia/Dubai');
  await expect(page.getByTestId('sla-day-start')).toHaveValue('07:30');
  await page.getByTestId('sla-time-zone').selectOption('Asia/Riyadh');
  await page.getByTestId('sla-calendar-save').click();
  await expect(page.getByTestId('sla-calendar-saved')).toBeVisible();
  await page.getByTestId('settings-tab-branding').click();
  await expect(page.getByTestId('date-time-zone')).toHaveValue('Asia/Riyadh');
  await page.getByTestId('settings-tab-sla').click();
  expect((await read<TSlaCalendar>(request, '/api/sla/calendar/')).timezone).toBe('Asia/Riyadh');

  // Eid al-Fitr 1448, entered as 1–3 Shawwal in the Hijri calendar.
  await page.getByTestId('sla-holiday-add').click();
  const holiday = page.getByTestId('sla-holiday-dialog');
  await expect(holiday).toBeVisible();
  await holiday.getByLabel('الاسم بالعربية').fill('عيد الفطر');
  await holiday.getByLabel('الاسم بالإنجليزية').fill('Eid al-Fitr');
  await holiday.getByTestId('sla-holiday-calendar-hijri').click();
  await expect(holiday.getByRole('radio', { name: /^الهجري/ })).toBeChecked();
  await holiday.getByTestId('sla-holiday-from').fill('١/١٠/١٤٤٨');
  await holiday.getByTestId('sla-holiday-to').fill('٢/١٠/١٤٤٨');
  await expect(holiday.getByTestId('sla-holiday-span')).toContainText('1–2 شوال 1448 هـ');
  // The last day chosen in the picker, whose grid is the Hijri month.
  await holiday.getByTestId('sla-holiday-to-button').click();
  const picker = page.getByTestId('date-picker-dialog');
  await expect(picker.getByRole('heading')).toContainText('شوال');
  await picker.locator(`[data-date="${gregorianDay(1448, 10, 3)}"]`).click();
  await expect(picker).toBeHidden();
  await expect(holiday.getByTestId('sla-holiday-to')).toHaveValue('03/10/1448');
  await expect(holiday.getByTestId('sla-holiday-span')).toContainText(
    '3 أيام: 1–3 شوال 1448 هـ، الموافق',
  );
  await holiday.getByTestId('sla-holiday-save').click();
  await expect(holiday).toBeHidden();
  await expect(page.getByTestId('sla-holidays-saved')).toContainText('عيد الفطر');
  // Its own row, not the demo's Eids named with their year.
  const row = page
    .getByTestId('sla-holiday-row')
    .filter({ has: page.getByText('عيد الفطر', { exact: true }) });
  await expect(row.getByTestId('sla-holiday-hijri')).toHaveText('1–3 شوال 1448 هـ');
  await expect(row.getByTestId('sla-holiday-gregorian')).toContainText('مارس');
  const holidays = await read<TSlaHoliday[]>(request, '/api/sla/holidays/');
  expect(holidays.find((h) => h.name_en === 'Eid al-Fitr')).toMatchObject({
    name_ar: 'عيد الفطر',
    date_from: gregorianDay(1448, 10, 1),
    date_to: gregorianDay(1448, 10, 3),
  });

  // A policy for low priority of any type (the demo has urgent and high ones): 12.5 hours
  // typed as ١٢٫٥, paused on hold.
  await page.getByTestId('sla-policy-add').click();
  const policy = page.getByTestId('sla-policy-dialog');
  await expect(policy).toBeVisible();
  await expect(policy.getByTestId('sla-policy-pause-draft')).toHaveCount(0);
  await expect(policy.getByTestId('sla-policy-pause-completed')).toHaveCount(0);
  await policy.getByLabel('الاسم بالعربية').fill('الأولوية المنخفضة');
  await policy.getByLabel('الاسم بالإنجليزية').fill('Low priority');
  await policy.getByTestId('sla-policy-priority-select').selectOption('low');
  await policy.getByTestId('sla-policy-hours-input').fill('١٢٫٥');
  await policy.getByTestId('sla-policy-warn-input').fill('٩٠');
  await policy.getByTestId('sla-policy-pause-on_hold').check();
  await policy.getByTestId('sla-policy-save').click();
  await expect(policy).toBeHidden();
  const policyRow = page.getByTestId('sla-policy-row').filter({ hasText: 'الأولوية المنخفضة' });
  await expect(policyRow.getByTestId('sla-policy-hours')).toHaveText('12.5');
  await expect(policyRow.getByTestId('sla-policy-type')).toHaveText('أي');
  const policies = await read<TSlaPolicy[]>(request, '/api/sla/policies/');
  expect(policies.find((p) => p.name_en === 'Low priority')).toMatchObject({
    transaction_type: null,
    priority: 'low',
    resolution_hours: 12.5,
    pause_statuses: ['on_hold'],
    warn_percent: 90,
    active: true,
  });

  // A second active policy for the same type and priority: the server's 409, in Arabic.
  await page.getByTestId('sla-policy-add').click();
  await expect(policy).toBeVisible();
  await policy.getByLabel('الاسم بالعربية').fill('نسخة');
  await policy.getByLabel('الاسم بالإنجليزية').fill('Copy');
  await policy.getByTestId('sla-policy-priority-select').selectOption('low');
  await policy.getByTestId('sla-policy-hours-input').fill('4');
  await policy.getByTestId('sla-policy-save').click();
  await expect(policy.getByTestId('sla-policy-error')).toContainText('توجد سياسة نشطة أخرى');
  await expect(policy.getByTestId('sla-policy-priority-select')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // As an inactive policy for every application instead (no clock follows it), then deleted:
  // the server says how.
  await policy.getByTestId('sla-policy-priority-select').selectOption('');
  await policy.getByTestId('sla-policy-active-input').uncheck();
  await policy.getByTestId('sla-policy-save').click();
  await expect(policy).toBeHidden();
  await page
    .getByTestId('sla-policy-row')
    .filter({ hasText: 'نسخة' })
    .getByTestId('sla-policy-delete')
    .click();
  await page.getByTestId('sla-policy-delete-dialog').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('sla-policies-saved')).toHaveText('حُذفت السياسة.');
  await expect(page.getByTestId('sla-policy-row').filter({ hasText: 'نسخة' })).toHaveCount(0);
});

for (const language of ['ar', 'en'] as const) {
  test(`the tab is accessible and fits a phone and a desktop (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await openTab(page, language);
    // The first test's holiday and policy.
    await expect(page.getByTestId('sla-holidays-table')).toBeVisible();
    await expect(page.getByTestId('sla-policies-table')).toBeVisible();
    await expectNoSeriousViolations(page, `/settings?tab=sla (${language})`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/tab-${language}-1440.png`, fullPage: true });

    await page.getByTestId('sla-holiday-add').click();
    await expect(page.getByTestId('sla-holiday-dialog')).toBeVisible();
    await page.getByTestId('sla-holiday-calendar-hijri').click();
    await expectNoSeriousViolations(page, `holiday dialog (${language})`, {
      include: ['[data-testid="sla-holiday-dialog"]'],
    });
    await page
      .getByTestId('sla-holiday-dialog')
      .getByRole('button', { name: /Cancel|إلغاء/ })
      .click();
    await expect(page.getByTestId('sla-holiday-dialog')).toBeHidden();

    await page.getByTestId('sla-policy-row').first().getByTestId('sla-policy-edit').click();
    await expect(page.getByTestId('sla-policy-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `policy dialog (${language})`, {
      include: ['[data-testid="sla-policy-dialog"]'],
    });
    await page.screenshot({ path: `${SHOTS}/policy-dialog-${language}-1440.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sla-policy-dialog')).toBeHidden();

    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('sla-policy-row').first()).toHaveCSS('display', 'block');
    const sideways = await page.evaluate(() => {
      const root = document.documentElement;
      const wide = [root, ...Array.from(document.querySelectorAll('.table-responsive, tbody td'))]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`);
      return wide;
    });
    expect(sideways).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/tab-${language}-375.png`, fullPage: true });
    await page.getByTestId('sla-holiday-add').click();
    const dialog = page.getByTestId('sla-holiday-dialog');
    await dialog.getByTestId('sla-holiday-calendar-hijri').click();
    await dialog.getByTestId('sla-holiday-from').fill('10/12/1448');
    await dialog.getByTestId('sla-holiday-to').fill('13/12/1448');
    await expect(dialog.getByTestId('sla-holiday-span')).not.toBeEmpty();
    await page.screenshot({ path: `${SHOTS}/holiday-dialog-${language}-375.png` });
  });
}
