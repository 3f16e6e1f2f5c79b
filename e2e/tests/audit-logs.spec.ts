import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { TManagedUser } from '@mutabaa/shared';
import { apiSignIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

/** A name no other test uses, so that the filters find only what this test made. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${test.info().workerIndex}`;

/**
 * The admin creates a client of this test's own and renames their company in Arabic: the
 * second change is one `user.updated` entry with the company before and after.
 */
async function renamedCompany(request: APIRequestContext) {
  const admin = await apiSignIn(request, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}`, 'Accept-Language': 'en' };
  const tag = unique('audited');
  const created = await request.post('/api/users/', {
    headers,
    data: {
      email: `${tag}@example.com`,
      first_name: 'Audit',
      last_name: tag,
      role: 'client',
      company_name: `Before ${tag}`,
      password: 'Welcome#2026',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const user = (await created.json()) as TManagedUser;
  const after = `شركة التدقيق ${tag}`;
  const patched = await request.patch(`/api/users/${user.id}/`, {
    headers,
    data: { company_name: after },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return { user, before: `Before ${tag}`, after };
}

const rows = (page: Page) => page.getByTestId('audit-row');

test('the admin filters the log to their change and reads it before and after, by keyboard; the filters survive a reload', async ({
  page,
  request,
}) => {
  const { user, before, after } = await renamedCompany(request);
  await signInAs(page, 'admin', '/audit-logs', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Logs');
  await expect(rows(page).first()).toBeVisible();

  await page.getByTestId('audit-filters-toggle').click();
  // The actor is picked by typing and the keyboard.
  const actor = page.getByTestId('audit-filter-actor');
  await actor.fill('admin@example.com');
  await expect(page.getByTestId('audit-actor-option')).toHaveCount(1);
  await actor.press('ArrowDown');
  await actor.press('Enter');
  await expect(actor).toHaveValue(/admin@example\.com/);
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'User updated' });
  await page.getByLabel('Record type', { exact: true }).selectOption({ label: 'User' });
  await page.getByLabel('Record ID', { exact: true }).fill(String(user.id));
  await page.getByTestId('audit-filters-apply').click();

  await expect(page).toHaveURL(new RegExp(`entity_id=${user.id}(&|$)`));
  await expect(page).toHaveURL(/action=user\.updated/);
  await expect(page).toHaveURL(/actor=\d+/);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.getByTestId('audit-action')).toHaveText('User updated');
  await expect(row.getByTestId('audit-record')).toHaveText(`User #${user.id}`);

  // The entry opens from the keyboard, and Escape gives the focus back to its button.
  const open = row.getByTestId('audit-open');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
    `Entry ${await row.getAttribute('data-id')}`,
  );
  const change = dialog.locator('[data-testid=audit-change][data-field=company_name]');
  await expect(change.getByTestId('audit-before')).toHaveText(before);
  await expect(change.getByTestId('audit-after')).toHaveText(after);
  await expect(dialog.getByTestId('audit-entry-userAgent')).toContainText(/\S+\/\d/);
  await expect(dialog.getByTestId('audit-entry-actor')).toContainText('admin@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A reload keeps the filters: the same single entry, the form showing them.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('audit-filters-panel')).toBeVisible();
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('user.updated');
  await expect(page.getByLabel('Record ID', { exact: true })).toHaveValue(String(user.id));
  await expect(page.getByTestId('audit-filter-actor')).toHaveValue(/admin@example\.com/);

  // "All entries for this record" widens to the user's creation as well.
  await rows(page).first().getByTestId('audit-open').click();
  await page.getByTestId('audit-entry-record-entries').click();
  await expect(page).not.toHaveURL(/action=/);
  await expect(rows(page).getByTestId('audit-action')).toHaveText(['User updated', 'User created']);
  // Back returns to the filters before.
  await page.goBack();
  await expect(page).toHaveURL(/action=user\.updated/);
  await expect(rows(page)).toHaveCount(1);
});

test('the search finds an entry by a value it changed, and a filter that matches nothing says so', async ({
  page,
  request,
}) => {
  const { user, after } = await renamedCompany(request);
  await signInAs(page, 'admin', '/audit-logs', 'en');
  await page.getByTestId('audit-search').fill(after);
  await page.getByTestId('audit-search').press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('audit-record')).toHaveText(`User #${user.id}`);

  await signInAs(page, 'admin', '/audit-logs?search=nothing-at-all-matches-this', 'en');
  await expect(page.getByTestId('audit-empty')).toHaveText('No entries match these filters.');
});

test('Verify integrity says the chain is intact, in Arabic', async ({ page }) => {
  await signInAs(page, 'admin', '/audit-logs', 'ar');
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('audit-verify').click();
  const result = page.getByTestId('audit-verify-ok');
  await expect(result).toContainText('سجل التدقيق سليم.');
  await expect(result.getByTestId('audit-verify-detail')).toContainText('تم التحقق من السلامة');
  await expect(page.getByTestId('audit-verify-broken')).toHaveCount(0);
});

test('the filtered log exports to CSV and Excel with its Arabic intact', async ({
  page,
  request,
}) => {
  const { user, after } = await renamedCompany(request);
  await signInAs(page, 'admin', `/audit-logs?entity_type=user&entity_id=${user.id}`, 'ar');
  await expect(rows(page)).toHaveCount(2);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(after);
  // Only this user's two entries, under a header in the caller's language.
  expect(text).toContain('الإجراء');
  expect(text).not.toContain('auth.login_succeeded');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const values: string[] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => values.push(String(cell.value ?? ''))),
  );
  expect(values.some((value) => value.includes(after))).toBe(true);
  expect(values).not.toContain('auth.login_succeeded');
});

test('one entry by its id: the log says it shows that entry alone, and Show all entries (by keyboard) or the filter form brings the rest back', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/audit-logs', 'en');
  await expect(rows(page).nth(1)).toBeVisible();
  const id = await rows(page).nth(1).getAttribute('data-id');
  await expect(page.getByTestId('audit-single-entry')).toHaveCount(0);

  await page.goto(`/audit-logs?id=${id}`);
  const note = page.getByTestId('audit-single-entry');
  await expect(note).toContainText(`Showing entry #${id} only.`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-id', id!);
  // The export takes the same single entry.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audit-export-csv').click(),
  ]);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^"?${id}"?,`));

  const showAll = note.getByRole('button', { name: 'Show all entries' });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/id=/);
  await expect(note).toHaveCount(0);
  await expect(rows(page).nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log entries' })).toBeFocused();

  // Applying the filter form drops the id: it is no field of the form.
  await page.goto(`/audit-logs?id=${id}`);
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId('audit-filters-toggle').click();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Signed in' });
  await page.getByTestId('audit-filters-apply').click();
  await expect(page).toHaveURL(/action=auth\.login_succeeded/);
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(note).toHaveCount(0);
});

test('the admin sets the retention period to 400 days, sees it after a reload, and back to forever; 10 days is refused under the field with the server’s message', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin', '/audit-logs', 'en');
  const card = page.getByTestId('audit-retention');
  const status = card.getByTestId('audit-retention-status');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Retention');
  await expect(status).toHaveText('Entries are kept forever.');
  const days = card.getByLabel('Days to keep entries');
  await expect(days).toBeDisabled();

  // The server's own refusal, in the same language, is what the field shows.
  const { token } = await apiSignIn(request, 'admin');
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const refused = await request.post('/api/system/settings/bulk_update/', {
    headers,
    data: { settings: { AUDIT_RETENTION_DAYS: 10 } },
  });
  expect(refused.status()).toBe(422);
  const message = ((await refused.json()) as { errors: Record<string, string[]> }).errors
    .AUDIT_RETENTION_DAYS![0]!;

  await card.getByLabel('Remove entries older than a number of days').check();
  await days.fill('10');
  await days.press('Enter');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(card.locator('.invalid-feedback')).toHaveText(message);
  await expect(days).toBeFocused();
  await expect(status).toHaveText('Entries are kept forever.');

  await days.fill('400');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('audit-retention-saved')).toHaveText(
    'The retention period is saved.',
  );
  await expect(card.locator('.invalid-feedback')).toHaveCount(0);
  await expect(status).toHaveText('Entries older than 400 days are removed daily.');
  // The change is an entry of the log, shown at once (other tests' sign-ins may come after it).
  await expect(
    rows(page).getByTestId('audit-action').filter({ hasText: 'Setting changed' }).first(),
  ).toBeVisible();

  await page.reload();
  await expect(status).toHaveText('Entries older than 400 days are removed daily.');
  await expect(card.getByLabel('Remove entries older than a number of days')).toBeChecked();
  await expect(days).toHaveValue('400');
  const stored = await request.get('/api/system/settings/', { headers });
  expect(await stored.json()).toContainEqual(
    expect.objectContaining({ key: 'AUDIT_RETENTION_DAYS', value: 400 }),
  );

  await card.getByLabel('Keep every entry forever').check();
  await expect(days).toBeDisabled();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('audit-retention-saved')).toBeVisible();
  await expect(status).toHaveText('Entries are kept forever.');
  await page.reload();
  await expect(status).toHaveText('Entries are kept forever.');
  await expect(card.getByLabel('Keep every entry forever')).toBeChecked();
});

test('editors and clients are kept out of the audit log', async ({ page, request }) => {
  for (const account of ['editor', 'client'] as const) {
    await signInAs(page, account, '/audit-logs', 'en');
    await expect(page).not.toHaveURL(/audit-logs/);
    await expect(page.getByTestId('audit-table')).toHaveCount(0);
    const { token } = await apiSignIn(request, account);
    for (const path of ['/api/audit-logs/', '/api/audit-logs/verify/', '/api/audit-logs/export/']) {
      const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status(), `${account} ${path}`).toBe(403);
    }
  }
});

for (const language of ['ar', 'en'] as const) {
  test(`the audit log passes axe in ${language}, with its filters, a verify result and an entry open`, async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/audit-logs', language);
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('audit-filters-toggle').click();
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-verify-ok')).toBeVisible();
    await expect(page.getByTestId('audit-retention-status')).toBeVisible();
    await expectNoSeriousViolations(page, `audit logs in ${language}`);
    await rows(page).first().getByTestId('audit-open').click();
    await expect(page.getByTestId('audit-entry')).toBeVisible();
    await expectNoSeriousViolations(page, `an audit entry in ${language}`);
    await page.keyboard.press('Escape');
    // One entry by its id, the retention card with the days chosen and a refusal under them.
    await page.goto(`/audit-logs?id=${await rows(page).first().getAttribute('data-id')}`);
    await expect(page.getByTestId('audit-single-entry')).toBeVisible();
    await page.getByTestId('audit-retention-limited').check();
    // Ten days whatever another test left: the refusal is what this scan looks at.
    await page.getByTestId('audit-retention').getByRole('spinbutton').fill('10');
    await page.getByTestId('audit-retention-save').click();
    await expect(page.getByTestId('audit-retention').locator('.invalid-feedback')).toBeVisible();
    await expectNoSeriousViolations(page, `one audit entry and the retention card in ${language}`);
  });
}
