import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { apiSignIn } from '../support/application-api';

// The picker is used by keyboard alone here: focus is placed on the first control once, then
// only keys are pressed.

/** Today in the organisation's time zone, `YYYY-MM-DD`. */
const todayInRiyadh = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(new Date(utc(day).getTime() + days * 864e5));
/** The same day a month earlier, or that month's last day when it is shorter. */
function monthBefore(day: string) {
  const date = utc(day);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() - 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), last))));
}
/** The Sunday that starts the day's week. */
const weekStart = (day: string) => addDays(day, -utc(day).getUTCDay());

const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);

/** No browser-drawn date control is left, and the picker says nothing in another language. */
async function expectNoBrowserDateText(page: Page, language: 'ar' | 'en') {
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
  const texts = await page
    .locator('.date-input input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).not.toMatch(/mm\/dd/i);
    if (language === 'ar') expect(text).not.toMatch(/[A-Za-z]/);
  }
  const dialog = page.getByTestId('date-picker-dialog');
  if ((await dialog.count()) > 0 && language === 'ar') {
    expect(await dialog.innerText()).not.toMatch(/[A-Za-z]/);
  }
}

test('a list filter is set by keyboard alone, in Arabic, right to left', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'editor', '/transactions', 'ar');
  await page.getByTestId('filters-toggle').focus();
  await page.keyboard.press('Enter');

  const button = page.getByTestId('filter-created_at_after-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('date-picker-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('grid')).toBeVisible();
  const today = todayInRiyadh();
  await expect.poll(() => focusedDay(page)).toBe(today);

  // Right to left: ← is the next day, → the day before.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedDay(page)).toBe(addDays(today, 1));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedDay(page)).toBe(addDays(today, 7));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+PageDown');
  await page.keyboard.press('Shift+PageUp');
  await expect.poll(() => focusedDay(page)).toBe(today);
  await page.keyboard.press('PageUp');
  const target = weekStart(monthBefore(today));
  await page.keyboard.press('Home');
  await expect.poll(() => focusedDay(page)).toBe(target);
  await page.keyboard.press('End');
  await expect.poll(() => focusedDay(page)).toBe(addDays(target, 6));
  await page.keyboard.press('Home');

  await expectNoBrowserDateText(page, 'ar');
  await expectNoSeriousViolations(page, 'picker open (ar)');

  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  const input = page.getByTestId('filter-created_at_after');
  await expect(input).toHaveAttribute('data-value', target);

  // Escape closes without choosing and gives the focus back to the button.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(input).toHaveAttribute('data-value', target);

  // Typing in Arabic-Indic digits.
  const to = page.getByTestId('filter-created_at_before');
  await to.focus();
  await page.keyboard.type('٢٠/٣/٢٠٢٧');
  await expect(to).toHaveAttribute('data-value', '2027-03-20');

  const sent = page.waitForRequest((request) => request.url().includes('/api/transactions/?'));
  await page.getByTestId('filters-apply').focus();
  await page.keyboard.press('Enter');
  const query = new URL((await sent).url()).searchParams;
  expect(query.get('created_at_after')).toBe(target);
  expect(query.get('created_at_before')).toBe('2027-03-20');
  await expect(page).toHaveURL(new RegExp(`created_at_after=${target}`));
  await expectNoBrowserDateText(page, 'ar');
});

test('the due date is chosen by keyboard alone and sent as YYYY-MM-DD', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'admin', '/transactions/create', 'en');
  const form = page.getByTestId('application-form');
  await form.locator('[name="title"]').fill(`Due date picker ${Date.now()}`);
  await form.locator('[name="transaction_type"]').selectOption({ index: 1 });
  await page.getByTestId('client-picker').fill(ACCOUNTS.client.email.slice(0, 9));
  await page.getByTestId('client-option').filter({ hasText: ACCOUNTS.client.email }).click();

  const button = page.getByTestId('due-date-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('date-picker-dialog');
  await expect(dialog).toBeVisible();
  const today = todayInRiyadh();
  await expect.poll(() => focusedDay(page)).toBe(today);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  const due = addDays(today, 9);
  await expect.poll(() => focusedDay(page)).toBe(due);

  // Tab goes round the dialog's seven stops (four month and year buttons, the grid, Cancel,
  // Choose) and stays inside it.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect.poll(() => focusedDay(page)).toBe(due);

  await expectNoBrowserDateText(page, 'en');
  await expectNoSeriousViolations(page, 'picker open (en)');

  await page.keyboard.press('Space');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page.getByTestId('due-date')).toHaveAttribute('data-value', due);

  await page.getByTestId('submit').click();
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/transactions\/$/.test(request.url()),
  );
  await page.getByTestId('review-confirm').click();
  expect((await created).postDataJSON()).toMatchObject({ due_date: due });
});

test('a date typed in Latin digits or as Hijri gives the same filter', async ({ page }) => {
  await signInAs(page, 'admin', '/audit-logs', 'ar');
  const from = page.getByTestId('audit-filter-from');
  if (!(await from.isVisible())) await page.getByTestId('audit-filters-toggle').click();
  await from.focus();
  await page.keyboard.type('20/3/2026');
  await expect(from).toHaveAttribute('data-value', '2026-03-20');
  await from.fill('');
  await from.focus();
  await page.keyboard.type('١/١٠/١٤٤٧');
  await expect(from).toHaveAttribute('data-value', '2026-03-20');
  await from.fill('');
  await from.focus();
  await page.keyboard.type('31/2/2026');
  await page.keyboard.press('Tab');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAttribute('data-value', '');
});

test('a reader with the Hijri calendar and Arabic-Indic digits gets an Umm al-Qura grid', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request, 'editor2');
  const prefer = (data: { calendar: string | null; digits: string | null }) =>
    request.patch('/api/profile/', { headers: { Authorization: `Bearer ${token}` }, data });
  expect((await prefer({ calendar: 'hijri', digits: 'arab' })).status()).toBe(200);
  try {
    await signInAs(page, 'editor2', '/transactions', 'ar');
    await page.getByTestId('filters-toggle').click();
    const from = page.getByTestId('filter-created_at_after');
    await from.focus();
    await page.keyboard.type('2026-03-20');
    await page.keyboard.press('Tab');
    // Shown in the reader's calendar and digits; kept as the Gregorian day.
    await expect(from).toHaveValue('٠١/١٠/١٤٤٧');
    await expect(from).toHaveAttribute('data-value', '2026-03-20');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('date-picker-dialog');
    await expect(dialog.getByRole('heading')).toContainText('شوال ١٤٤٧ هـ');
    await expect.poll(() => focusedDay(page)).toBe('2026-03-20');
    await expect(dialog.locator('[data-date="2026-03-20"]')).toHaveAttribute(
      'aria-label',
      '١ شوال ١٤٤٧ هـ (٢٠ مارس ٢٠٢٦)',
    );
    // The Hijri month moves by Hijri months: Page Down reaches 1 Dhu al-Qadah, 18 April.
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedDay(page)).toBe('2026-04-18');
    await expect(dialog.getByRole('heading')).toContainText('ذو القعدة ١٤٤٧ هـ');
    await expectNoBrowserDateText(page, 'ar');
    await expectNoSeriousViolations(page, 'Hijri picker open (ar)');
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue('٠١/١١/١٤٤٧');
    await expect(from).toHaveAttribute('data-value', '2026-04-18');
  } finally {
    await prefer({ calendar: null, digits: null });
  }
});
