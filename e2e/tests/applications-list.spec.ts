import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { Language, TApplication } from '@mutabaa/shared';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';
import { bearer, callerOf, createApplication, listAs, uniqueTag } from '../support/list-data';

const rows = (page: Page) => page.getByTestId('application-row');

/** Waits until the rows show exactly these reference numbers, in this order. */
async function expectReferences(page: Page, references: string[]) {
  await expect(rows(page).locator('td:first-child a')).toHaveText(references);
}

/** "Showing x to y of z entries" as the page writes it, numbers through the page's Intl. */
async function summaryText(
  page: Page,
  language: Language,
  from: number,
  to: number,
  total: number,
) {
  const [f, t, n] = await page.evaluate(
    ({ language, numbers }) => numbers.map((x) => new Intl.NumberFormat(language).format(x)),
    { language, numbers: [from, to, total] },
  );
  if (language === 'en') return `Showing ${f} to ${t} of ${n} ${total === 1 ? 'entry' : 'entries'}`;
  // Arabic counts: two is a dual with no number, 3–10 a plural, 11–99 an accusative singular.
  const of =
    total === 2 ? 'سجلين' : total <= 10 ? `${n} سجلات` : total <= 99 ? `${n} سجلًا` : `${n} سجل`;
  return `عرض ${f} إلى ${t} من أصل ${of}`;
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`application list (${language})`, () => {
    test('the editor filters by status and tags; the rows are the API’s answer', async ({
      page,
      request,
    }) => {
      // Many steps, each a request: room for a machine shared with other runs.
      test.setTimeout(60_000);
      const editor = await callerOf(request, 'editor');
      const client = await callerOf(request, 'client');
      const tag = uniqueTag('filter');
      for (const [title, status] of [
        ['Filter one', 'submitted'],
        ['Filter two', 'draft'],
        ['Filter three', 'submitted'],
      ] as const) {
        await createApplication(request, editor, { title, client, tags: [tag, 'other'], status });
      }

      await signInAs(page, 'editor', '/transactions', language);
      await expect(page.locator('h1')).toHaveText(language === 'en' ? 'My Applications' : 'طلباتي');
      await page.getByTestId('filters-toggle').click();
      await page.getByTestId('filter-status').selectOption('submitted');
      await page.getByTestId('filter-tags').fill(` ${tag} `);
      await page.getByTestId('filters-apply').click();
      await expect(page).toHaveURL(new RegExp(`status=submitted&tags=${tag}$`));

      const expected = await listAs(request, editor, { status: 'submitted', tags: tag });
      expect(expected.count).toBe(2);
      await expect(rows(page)).toHaveCount(2);
      await expectReferences(
        page,
        expected.results.map((r) => r.reference_number),
      );
      await expect(page.getByTestId('list-summary')).toHaveText(
        await summaryText(page, language, 1, 2, 2),
      );

      // A reload keeps the filters and their fields.
      await page.reload();
      await expect(rows(page)).toHaveCount(2);
      await expect(page.getByTestId('filter-status')).toHaveValue('submitted');
      await expect(page.getByTestId('filter-tags')).toHaveValue(tag);

      // Only the tag: three rows; back and forward walk the filters.
      await page.getByTestId('filter-status').selectOption('');
      await page.getByTestId('filters-apply').click();
      await expect(page).toHaveURL(new RegExp(`\\?tags=${tag}$`));
      await expect(rows(page)).toHaveCount(3);
      await page.goBack();
      await expect(page).toHaveURL(/status=submitted/);
      await expect(rows(page)).toHaveCount(2);
      await page.goForward();
      await expect(rows(page)).toHaveCount(3);

      // Nothing matches: the empty text.
      await page.getByTestId('list-search').fill(`${tag}-nothing`);
      await page.getByTestId('list-search').press('Enter');
      await expect(page.getByTestId('list-empty')).toHaveText(
        language === 'en' ? 'No applications found' : 'لم يُعثر على طلبات',
      );
      await expect(rows(page)).toHaveCount(0);

      // Clear empties every filter.
      await page.getByTestId('filters-clear').click();
      await expect(page).toHaveURL(/\/transactions$/);
      await expect(page.getByTestId('filter-tags')).toHaveValue('');
    });

    test('pages: the summary text and Previous/Next, disabled at the ends', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const editor = await callerOf(request, 'editor');
      const client = await callerOf(request, 'client');
      const tag = uniqueTag('pages');
      for (let i = 1; i <= 23; i++) {
        await createApplication(request, editor, { title: `Paged ${i}`, client, tags: [tag] });
      }
      await signInAs(page, 'editor', `/transactions?tags=${tag}`, language);
      await expect(rows(page)).toHaveCount(20);
      await expect(page.getByTestId('list-summary')).toHaveText(
        await summaryText(page, language, 1, 20, 23),
      );
      await expect(page.getByTestId('page-previous')).toBeDisabled();
      await expect(page.getByTestId('page-next')).toBeEnabled();

      await page.getByTestId('page-next').click();
      await expect(page).toHaveURL(new RegExp(`tags=${tag}&page=2$`));
      await expect(rows(page)).toHaveCount(3);
      await expect(page.getByTestId('list-summary')).toHaveText(
        await summaryText(page, language, 21, 23, 23),
      );
      await expect(page.getByTestId('page-next')).toBeDisabled();
      await expect(page.locator('.table-responsive[role="region"]')).toBeFocused();
      const second = await listAs(request, editor, { tags: tag, page: 2 });
      await expectReferences(
        page,
        second.results.map((r) => r.reference_number),
      );

      await page.getByTestId('page-previous').click();
      await expect(rows(page)).toHaveCount(20);
      await expect(page.getByTestId('page-previous')).toBeDisabled();

      // A page past the end (an old link) shows the last page.
      await page.goto(`/transactions?tags=${tag}&page=9`);
      await expect(page).toHaveURL(new RegExp(`tags=${tag}&page=2$`));
      await expect(rows(page)).toHaveCount(3);
      // Corrected in place: Back returns to the page before, not to the bad address.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?tags=${tag}$`));
    });

    test('the header search finds a reference and an Arabic title in another alef form', async ({
      page,
      request,
    }) => {
      const editor = await callerOf(request, 'editor');
      const client = await callerOf(request, 'client');
      const word = uniqueTag('s').replace(/[^a-z0-9]/g, '');
      const named = await createApplication(request, editor, {
        title: `طلب أحمد ${word}`,
        client,
        tags: [word],
      });
      const other = await createApplication(request, editor, {
        title: `Another ${word}`,
        client,
        tags: [word],
      });

      await signInAs(page, 'editor', '/dashboard', language);
      const search = page.locator('#header-search');
      await search.fill(other.reference_number);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/transactions\\?search=${other.reference_number}$`));
      await expect(rows(page)).toHaveCount(1);
      await expectReferences(page, [other.reference_number]);
      // The list's own search box shows what is searched.
      await expect(page.getByTestId('list-search')).toHaveValue(other.reference_number);

      await search.fill(`احمد ${word}`);
      await search.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`search=${encodeURIComponent(`احمد ${word}`).replace(/%20/g, '\\+')}$`),
      );
      await expectReferences(page, [named.reference_number]);
      await expect(rows(page).first()).toContainText(`طلب أحمد ${word}`);

      // A search made in the list shows in the header too.
      await page.getByTestId('list-search').fill(other.reference_number);
      await page.getByTestId('list-search').press('Enter');
      await expectReferences(page, [other.reference_number]);
      await expect(search).toHaveValue(other.reference_number);
    });
  });
}

test('delete asks first, then removes the row', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const client = await callerOf(request, 'client');
  const tag = uniqueTag('delete');
  const keep = await createApplication(request, editor, { title: 'Keep me', client, tags: [tag] });
  const gone = await createApplication(request, editor, {
    title: 'Delete me',
    client,
    tags: [tag],
  });

  await signInAs(page, 'editor', `/transactions?tags=${tag}`, 'en');
  await expect(rows(page)).toHaveCount(2);
  const row = rows(page).filter({ hasText: gone.reference_number });
  await row.getByTestId('action-delete').click();
  const dialog = page.getByTestId('delete-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(gone.reference_number);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await row.getByTestId('action-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rows(page)).toHaveCount(1);
  await expectReferences(page, [keep.reference_number]);
  await expect(page.getByTestId('list-feedback-saved')).toContainText(gone.reference_number);
  // The focus, which was on the removed row's button, moves to the table.
  await expect(page.locator('.table-responsive[role="region"]')).toBeFocused();
  const read = await request.get(`/api/transactions/${gone.id}/`, { headers: bearer(editor) });
  expect(read.status()).toBe(404);
});

test('duplicate makes a new draft and opens it for editing', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const client = await callerOf(request, 'client');
  const tag = uniqueTag('dup');
  const original = await createApplication(request, editor, {
    title: 'Original to copy',
    client,
    tags: [tag],
  });

  await signInAs(page, 'editor', `/transactions?tags=${tag}`, 'ar');
  await rows(page).first().getByTestId('action-duplicate').click();
  await expect(page).toHaveURL(/\/transactions\/\d+\/edit$/);
  const copyId = Number(/\/transactions\/(\d+)\/edit/.exec(page.url())![1]);
  expect(copyId).not.toBe(original.id);
  const copy = (await (
    await request.get(`/api/transactions/${copyId}/`, { headers: bearer(editor) })
  ).json()) as TApplication;
  expect(copy.status).toBe('draft');
  expect(copy.tags).toContain(tag);
  expect(copy.reference_number).not.toBe(original.reference_number);
});

test('export to CSV and Excel downloads what the filters select', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const client = await callerOf(request, 'client');
  const tag = uniqueTag('export');
  const arabic = await createApplication(request, editor, {
    title: `طلب تصدير ${tag}`,
    client,
    tags: [tag],
  });
  const outside = await createApplication(request, editor, {
    title: 'Not exported',
    client,
    tags: [uniqueTag('other')],
  });

  await signInAs(page, 'editor', `/transactions?tags=${tag}`, 'ar');
  await expect(rows(page)).toHaveCount(1);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(`طلب تصدير ${tag}`);
  expect(text).toContain(arabic.reference_number);
  expect(text).not.toContain(outside.reference_number);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const values: string[] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) => values.push(String(cell.value ?? ''))),
  );
  expect(values).toContain(arabic.reference_number);
  expect(values).toContain(`طلب تصدير ${tag}`);
  expect(values).not.toContain(outside.reference_number);
});

test('the admin filters by client and by assignee, picked by name', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const editor2 = await callerOf(request, 'editor2');
  const client = await callerOf(request, 'client');
  const client2 = await callerOf(request, 'client2');
  const admin = await callerOf(request, 'admin');
  const tag = uniqueTag('people');
  const first = await createApplication(request, editor, {
    title: 'For the first client',
    client,
    tags: [tag],
    assignee: editor,
  });
  const second = await createApplication(request, editor, {
    title: 'For the second client',
    client: client2,
    tags: [tag],
    assignee: editor2,
  });

  await signInAs(page, 'admin', `/transactions?tags=${tag}`, 'en');
  await expect(page.locator('h1')).toHaveText('All Applications');
  await expect(rows(page)).toHaveCount(2);
  // The client is searched for on the server (any client, not a first page) and picked.
  const clientFilter = page.getByTestId('filter-client').getByRole('combobox');
  await clientFilter.fill(client2.user.email.slice(0, 8));
  await page.getByTestId('client-option').filter({ hasText: client2.user.email }).click();
  await expect(clientFilter).toHaveValue(new RegExp(client2.user.email));
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(new RegExp(`client=${client2.user.id}`));
  await expectReferences(page, [second.reference_number]);
  // A reload shows the client picked by the address by name.
  await page.reload();
  await expect(clientFilter).toHaveValue(new RegExp(client2.user.email));
  await expectReferences(page, [second.reference_number]);

  // By keyboard: emptying the client, then the assignee found, chosen and applied with keys.
  await clientFilter.fill('');
  const assigneeFilter = page.getByTestId('filter-assignee').getByRole('combobox');
  await assigneeFilter.fill(editor.user.email);
  await expect(page.getByTestId('assignee-option')).toHaveCount(1);
  await assigneeFilter.press('ArrowDown');
  await assigneeFilter.press('Enter');
  await expect(assigneeFilter).toHaveValue(new RegExp(editor.user.email));
  await assigneeFilter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`assigned_to=${editor.user.id}`));
  await expect(page).not.toHaveURL(/client=/);
  await expectReferences(page, [first.reference_number]);
  const expected = await listAs(request, admin, { tags: tag, assigned_to: editor.user.id });
  expect(expected.results.map((r) => r.reference_number)).toEqual([first.reference_number]);
});

test('a malformed filter in the address shows the server’s message, not an empty list', async ({
  page,
}) => {
  await signInAs(page, 'editor', '/transactions?created_at_after=2026-13-45', 'en');
  await expect(page.getByRole('alert')).toContainText('invalid');
  await expect(page.getByTestId('applications-table')).toHaveCount(0);
  // The filters stay editable, so the user can put it right.
  await page.getByTestId('filters-clear').click();
  await expect(page.getByTestId('applications-table')).toBeVisible();
});

test('a client sees only their own applications, with view only', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const client = await callerOf(request, 'client');
  const client2 = await callerOf(request, 'client2');
  const tag = uniqueTag('client');
  const own = await createApplication(request, editor, { title: 'Mine', client, tags: [tag] });
  const theirs = await createApplication(request, editor, {
    title: 'Theirs',
    client: client2,
    tags: [tag],
  });

  await signInAs(page, 'client', `/transactions?tags=${tag}`, 'en');
  await expect(page.locator('h1')).toHaveText('My Applications');
  await expect(rows(page)).toHaveCount(1);
  await expectReferences(page, [own.reference_number]);
  expect((await listAs(request, client, { tags: tag })).count).toBe(1);
  await expect(rows(page).getByTestId('action-view')).toBeVisible();
  for (const action of ['edit', 'duplicate', 'delete']) {
    await expect(page.getByTestId(`action-${action}`)).toHaveCount(0);
  }
  // The staff-only pickers are not offered.
  await expect(page.getByTestId('filter-client')).toHaveCount(0);
  await expect(page.getByTestId('filter-assignee')).toHaveCount(0);

  // A client may export too; the file holds their own applications only.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text).toContain(own.reference_number);
  expect(text).not.toContain(theirs.reference_number);
});

test('assigned applications are the editor’s list with the assignee fixed', async ({
  page,
  request,
}) => {
  const editor = await callerOf(request, 'editor');
  const editor2 = await callerOf(request, 'editor2');
  const client = await callerOf(request, 'client');
  const tag = uniqueTag('assigned');
  const mine = await createApplication(request, editor, {
    title: 'Assigned to me',
    client,
    tags: [tag],
    assignee: editor,
  });
  await createApplication(request, editor, {
    title: 'Assigned to the other editor',
    client,
    tags: [tag],
    assignee: editor2,
  });

  await signInAs(page, 'editor', `/assigned-tasks?tags=${tag}`, 'ar');
  await expect(page.locator('h1')).toHaveText('الطلبات المسندة');
  await expect(rows(page)).toHaveCount(1);
  await expectReferences(page, [mine.reference_number]);
  await expect(page.getByTestId('filter-tags')).toBeVisible();
  await expect(page.getByTestId('filter-assignee')).toHaveCount(0);
});

test('drafts: the editor’s own drafts with edit and delete', async ({ page, request }) => {
  const editor = await callerOf(request, 'editor');
  const client = await callerOf(request, 'client');
  const tag = uniqueTag('draft');
  const draft = await createApplication(request, editor, {
    title: `Draft ${tag}`,
    client,
    tags: [tag],
    status: 'draft',
  });
  const submitted = await createApplication(request, editor, {
    title: `Submitted ${tag}`,
    client,
    tags: [tag],
  });

  await signInAs(page, 'editor', '/drafts', 'en');
  await expect(page.locator('h1')).toHaveText('Drafts');
  const expected = await listAs(request, editor, { page: 1 }, '/api/transactions/drafts/');
  expect(expected.results.every((r) => r.status === 'draft')).toBe(true);
  // Other tests add and delete the same editor's drafts meanwhile: what holds is that every
  // row shown is a draft, ours among them and the submitted one not.
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page)
    .locator('.status-badge')
    .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 'draft')).toBe(true);
  const row = rows(page).filter({ hasText: draft.reference_number });
  await expect(row).toHaveCount(1);
  await expect(rows(page).filter({ hasText: submitted.reference_number })).toHaveCount(0);
  await expect(row.getByTestId('action-edit')).toHaveAttribute(
    'href',
    `/transactions/${draft.id}/edit`,
  );
  await row.getByTestId('action-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rows(page).filter({ hasText: draft.reference_number })).toHaveCount(0);
});

for (const language of ['ar', 'en'] as const) {
  test(`accessibility of the list screens (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const editor = await callerOf(request, 'editor');
    const client = await callerOf(request, 'client');
    const tag = uniqueTag('a11y');
    await createApplication(request, editor, { title: 'طلب للفحص', client, tags: [tag] });
    await createApplication(request, editor, {
      title: 'Draft for the scan',
      client,
      tags: [tag],
      status: 'draft',
    });

    await signInAs(page, 'editor', `/transactions?tags=${tag}`, language);
    await expect(rows(page)).toHaveCount(2);
    // A filter in the address bar opens the panel by itself.
    await expect(page.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('filter-status')).toBeVisible();
    await expectNoSeriousViolations(page, `list (${language})`);

    await rows(page).first().getByTestId('action-delete').click();
    await expect(page.getByTestId('delete-dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `delete dialog (${language})`);
    await page.keyboard.press('Escape');

    await page.goto(`/assigned-tasks`);
    await expect(page.getByTestId('applications-table')).toBeVisible();
    await expectNoSeriousViolations(page, `assigned (${language})`);

    await page.goto('/drafts');
    await expect(rows(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, `drafts (${language})`);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/transactions?tags=${tag}`);
    await expect(rows(page)).toHaveCount(2);
    await expectNoSeriousViolations(page, `list at 375 px (${language})`);
    // The actions stay on screen on a narrow screen.
    const box = await rows(page).first().getByTestId('action-delete').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
}
