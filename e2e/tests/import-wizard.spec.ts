import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

// A check and an import are jobs: each step waits on the server's queue, not only the page.
test.setTimeout(120_000);
const JOB_WAIT = { timeout: 45_000 };

/** A name no other test uses, so that the list filtered to the import holds only these. */
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}`;

const HEADER = 'العنوان,البريد الإلكتروني للعميل,القسم,الأولوية';

/** A CSV with an Arabic header row: one row per title, the last one's priority as given. */
function csv(titles: string[], lastPriority: string) {
  const rows = titles.map(
    (title, index) =>
      `${title},client@example.com,E2E,${index === titles.length - 1 ? lastPriority : 'عادية'}`,
  );
  return {
    name: 'طلبات-مستوردة.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  };
}

const step = (page: Page) => page.locator('[data-testid="import-stepper"] [aria-current="step"]');
const mappingOf = (page: Page, column: string) =>
  page.locator(`[data-testid="import-mapping-field"][data-column="${column}"]`);

/** Uploads a file from step 1 and waits for the mapping. */
async function upload(page: Page, file: ReturnType<typeof csv>) {
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-upload-submit').click();
  await expect(step(page)).toHaveAttribute('data-step', 'map');
}

/**
 * The options every row needs here: a type for the empty type cells, and the E2E department
 * accepted even if no application uses it yet on this database.
 */
async function setOptions(page: Page) {
  await page.getByTestId('import-option-type').selectOption({ index: 1 });
  await page.getByTestId('import-option-departments').check();
}

/** Clicks a download button; the file's suggested name and its text. */
async function download(page: Page, testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

test('an editor imports a sheet through all four steps: a problem, a corrected file, the count and the filtered list', async ({
  page,
}) => {
  const titles = [unique('طلب مستورد'), unique('Imported')];
  await signInAs(page, 'editor', '/import-wizard', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk Import');
  await expect(step(page)).toHaveAttribute('data-step', 'upload');
  const template = await download(page, 'import-template-csv');
  expect(template.name).toMatch(/\.csv$/);
  expect(template.text).toContain('Title');

  // Step 1 → 2: the upload, and the focus on the new step's heading.
  await upload(page, csv(titles, 'عاجلة جدا'));
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const mapHeading = page.getByTestId('import-step-title');
  await expect(mapHeading).toHaveText('Map the columns');
  await expect(mapHeading).toBeFocused();

  // The Arabic headers come suggested; a field taken by one column is offered to no other.
  await expect(mappingOf(page, 'العنوان')).toHaveValue('title');
  await expect(mappingOf(page, 'البريد الإلكتروني للعميل')).toHaveValue('client_email');
  await expect(mappingOf(page, 'القسم')).toHaveValue('department');
  await expect(mappingOf(page, 'الأولوية')).toHaveValue('priority');
  await expect(mappingOf(page, 'القسم').locator('option[value="title"]')).toBeDisabled();
  await expect(page.getByTestId('import-sample').locator('tbody tr')).toHaveCount(2);
  await setOptions(page);

  // Step 3: the check finds the one unknown priority, and the import is refused for it.
  await page.getByTestId('import-check-submit').click();
  await expect(page.getByTestId('import-totals')).toBeVisible(JOB_WAIT);
  await expect(step(page)).toHaveAttribute('data-step', 'check');
  await expect(page.getByTestId('import-total-rows')).toHaveText('2');
  await expect(page.getByTestId('import-total-valid')).toHaveText('1');
  await expect(page.getByTestId('import-total-problems')).toHaveText('1');
  const problem = page.getByTestId('import-problem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('الأولوية');
  await expect(problem).toContainText('عاجلة جدا');
  await expect(page.getByTestId('import-commit')).toBeDisabled();
  await expect(page.getByTestId('import-commit-blocked')).toBeVisible();
  // The rows with problems come back as the file had them, with the message beside them.
  const problemRows = await download(page, 'import-problems-csv');
  expect(problemRows.text).toContain('عاجلة جدا');
  expect(problemRows.text).not.toContain(titles[0]!);

  // The corrected file starts again from step 1, by keyboard.
  await page.getByTestId('import-new-file').focus();
  await page.keyboard.press('Enter');
  await expect(step(page)).toHaveAttribute('data-step', 'upload');
  await expect(page).not.toHaveURL(/id=/);
  await upload(page, csv(titles, 'عاجلة'));
  await setOptions(page);
  await page.getByTestId('import-check-submit').click();
  await expect(page.getByTestId('import-all-valid')).toBeVisible(JOB_WAIT);
  await expect(page.getByTestId('import-total-valid')).toHaveText('2');
  const commit = page.getByTestId('import-commit');
  await expect(commit).toHaveText('Import 2 applications');
  await expect(commit).toBeEnabled();
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // Step 4: exactly the two rows were created, and the import is among the past ones.
  await commit.click();
  await expect(page.getByTestId('import-completed')).toBeVisible(JOB_WAIT);
  await expect(step(page)).toHaveAttribute('data-step', 'import');
  await expect(page.getByTestId('import-created')).toHaveText('2 applications created.');
  const past = page.locator(`[data-testid="import-past-row"][data-id="${id}"]`);
  await expect(past.getByTestId('import-status')).toHaveText('Completed');

  // The list shows the import's applications only, until its notice is cleared.
  await page.getByTestId('import-open-applications').click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?import=${id}$`));
  await expect(page.getByTestId('list-import-notice')).toHaveText(
    new RegExp(`Showing the 2 applications of import #${id}\\.`),
  );
  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(2);
  for (const title of titles) await expect(rows.filter({ hasText: title })).toHaveCount(1);
  await page.getByTestId('list-import-clear').click();
  await expect(page).not.toHaveURL(/import=/);
  await expect(page.getByTestId('list-import-notice')).toHaveCount(0);

  // Back in the wizard, the import opens at its result from the address.
  await page.goto(`/import-wizard?id=${id}`);
  await expect(page.getByTestId('import-created')).toHaveText('2 applications created.');
});

for (const language of ['ar', 'en'] as const) {
  test(`every step of the wizard passes axe (${language})`, async ({ page }) => {
    const titles = [unique(`axe-${language}`)];
    await signInAs(page, 'editor', '/import-wizard', language);
    await expect(step(page)).toHaveAttribute('data-step', 'upload');
    await expectNoSeriousViolations(page, `upload (${language})`);

    await upload(page, csv(titles, 'عاجلة جدا'));
    await expectNoSeriousViolations(page, `map (${language})`);

    await setOptions(page);
    await page.getByTestId('import-check-submit').click();
    await expect(page.getByTestId('import-problem')).toHaveCount(1, JOB_WAIT);
    await expectNoSeriousViolations(page, `check with a problem (${language})`);

    // Back to the mapping: the priority column ignored, the rows take the default priority.
    await page.getByTestId('import-back-to-mapping').click();
    await expect(step(page)).toHaveAttribute('data-step', 'map');
    await expect(page).toHaveURL(/step=map/);
    await mappingOf(page, 'الأولوية').selectOption('');
    await page.getByTestId('import-option-priority').selectOption({ index: 1 });
    await page.getByTestId('import-check-submit').click();
    await expect(page.getByTestId('import-all-valid')).toBeVisible(JOB_WAIT);
    await expectNoSeriousViolations(page, `check without problems (${language})`);

    await page.getByTestId('import-commit').click();
    await expect(page.getByTestId('import-completed')).toBeVisible(JOB_WAIT);
    await expectNoSeriousViolations(page, `result (${language})`);

    await page.getByTestId('import-open-applications').click();
    await expect(page.getByTestId('list-import-notice')).toBeVisible();
    await expectNoSeriousViolations(page, `list of the import (${language})`);
  });
}
