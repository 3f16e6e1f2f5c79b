import type { APIRequestContext, Page } from '@playwright/test';
import type { Language, TDocumentTemplate } from '@mutabaa/shared';
import { apiSignIn, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

const headers = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

/** The decision letter issued at approval for all types, back at its shipped text. */
async function shippedDecision(request: APIRequestContext) {
  const admin = await apiSignIn(request, 'admin');
  const response = await request.get('/api/document-templates/', { headers: headers(admin) });
  expect(response.status(), await response.text()).toBe(200);
  const template = ((await response.json()) as TDocumentTemplate[]).find(
    (t) => t.kind === 'decision' && t.application_type === null && t.status === 'approved',
  );
  expect(template).toBeDefined();
  const reset = await request.post(`/api/document-templates/${template!.id}/reset/`, {
    headers: headers(admin),
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return (await reset.json()) as TDocumentTemplate;
}

const field = (page: Page, name: string) => page.getByTestId(`template-${name}`);
/** The PDF frame: axe cannot look inside a PDF (see support/axe.ts). */
const PDF_FRAME = { exclude: ['iframe.document-preview-frame'] };

/** Asks for one language's PDF and answers the request the page sent. */
async function preview(page: Page, language: Language) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/preview/') && r.request().method() === 'POST',
  );
  await page.getByTestId(`template-preview-${language}`).click();
  return answered;
}

test('the admin edits the Arabic decision letter, previews its PDF, saves it, and a bad tag is refused', async ({
  page,
  request,
}) => {
  test.slow();
  const shipped = await shippedDecision(request);
  try {
    await signInAs(page, 'admin', '/document-templates', 'ar');
    const row = page.locator(
      '[data-testid="document-templates-row"][data-kind="decision"][data-type=""][data-status="approved"]',
    );
    await row.getByTestId('document-templates-open').click();
    await expect(page).toHaveURL(new RegExp(`/document-templates/${shipped.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('خطاب قرار');

    await expect(field(page, 'body_ar')).toHaveAttribute('dir', 'rtl');
    await expect(field(page, 'title_ar')).toHaveAttribute('dir', 'rtl');
    await expect(field(page, 'body_en')).toHaveAttribute('dir', 'ltr');

    // A sentence at the end of the Arabic body, its variable put in from the list by keyboard.
    const body = field(page, 'body_ar');
    await body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\nللاستفسار راجعوا ');
    await page.getByTestId('template-variable-organisation').focus();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.type('.');
    const edited = `${shipped.body_ar}\n\nللاستفسار راجعوا {{ organisation }}.`;
    await expect(body).toHaveValue(edited);
    await expect(page.getByTestId('template-dirty')).toHaveText('تغييرات غير محفوظة');

    // The preview is made from the unsaved text and shown as a PDF.
    const response = await preview(page, 'ar');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.request().postDataJSON()).toMatchObject({ language: 'ar', body: edited });
    await expect(page.getByTestId('template-preview-frame')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('template-preview-download')).toHaveAttribute(
      'download',
      'document-preview-ar.pdf',
    );

    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-feedback-saved')).toBeVisible();
    await expect(page.getByTestId('template-dirty')).toHaveText('لا تغييرات غير محفوظة');
    await page.reload();
    await expect(field(page, 'body_ar')).toHaveValue(edited);

    // A tag Liquid does not know: the preview says why in Arabic, and the save is refused.
    await body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' {% bogus %}');
    const refused = await preview(page, 'ar');
    expect(refused.status()).toBe(422);
    await expect(page.getByTestId('template-preview-error')).toContainText('تعذّرت قراءة القالب');
    await expect(page.getByTestId('template-preview-frame')).toHaveCount(0);
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-body_ar-error')).toContainText('تعذّرت قراءة القالب');
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toBeFocused();
    await expect(page.getByTestId('template-feedback-error')).toBeVisible();
    await page.getByTestId('template-discard').click();
    await page.reload();
    await expect(field(page, 'body_ar')).toHaveValue(edited);
  } finally {
    await shippedDecision(request);
  }
});

test('the admin makes a decision letter for one type and deletes it', async ({ page, request }) => {
  await shippedDecision(request);
  await signInAs(page, 'admin', '/document-templates', 'en');
  await page.getByTestId('document-templates-new').click();
  const dialog = page.getByTestId('new-document-template');
  await dialog.getByTestId('new-template-kind').selectOption('decision');
  const type = await dialog
    .getByTestId('new-template-type')
    .locator('option:not([value=""])')
    .first()
    .getAttribute('value');
  await dialog.getByTestId('new-template-type').selectOption(type!);
  await dialog.getByTestId('new-template-status').selectOption('approved');
  await dialog.getByTestId('new-template-submit').click();
  await expect(page).toHaveURL(/\/document-templates\/\d+$/);
  // It starts from the approval letter for all types.
  const shipped = await shippedDecision(request);
  await expect(field(page, 'body_en')).toHaveValue(shipped.body_en);

  await page.getByTestId('template-delete-open').click();
  await page.getByTestId('template-delete-dialog').getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/document-templates$/);
  await expect(
    page.locator(`[data-testid="document-templates-row"][data-type="${type}"]`),
  ).toHaveCount(0);

  // The receipt for all types is always there: no delete.
  await page
    .locator('[data-testid="document-templates-row"][data-kind="receipt"][data-type=""]')
    .getByTestId('document-templates-open')
    .click();
  await expect(field(page, 'body_en')).toBeVisible();
  await expect(page.getByTestId('template-delete-open')).toHaveCount(0);
  await expect(page.getByTestId('template-required')).toBeVisible();
});

test('an editor is refused the document templates', async ({ page, request }) => {
  const { id } = await shippedDecision(request);
  for (const path of ['/document-templates', `/document-templates/${id}`]) {
    await signInAs(page, 'editor', path, 'en');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('document-templates-table')).toHaveCount(0);
  }
  const editor = await apiSignIn(request, 'editor');
  const response = await request.get('/api/document-templates/', { headers: headers(editor) });
  expect(response.status()).toBe(403);
});

for (const language of ['ar', 'en'] as const) {
  test(`the list, the new template dialog and the editor with a preview pass axe in ${language}`, async ({
    page,
    request,
  }) => {
    const { id } = await shippedDecision(request);
    await signInAs(page, 'admin', '/document-templates', language);
    await expect(page.getByTestId('document-templates-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `document templates list in ${language}`);
    await page.getByTestId('document-templates-new').click();
    await expect(page.getByTestId('new-document-template')).toBeVisible();
    await expectNoSeriousViolations(page, `new document template in ${language}`);
    await page.keyboard.press('Escape');

    await page.goto(`/document-templates/${id}`);
    await expect((await preview(page, language)).status()).toBe(200);
    await expect(page.getByTestId('template-preview-frame')).toBeVisible();
    await expectNoSeriousViolations(page, `document template editor in ${language}`, PDF_FRAME);
  });
}

// Pictures of the two screens for a person to look at, taken when asked (E2E_SCREENSHOTS=1),
// into E2E_SCREENSHOTS_DIR or test-results/document-templates.
const shots = process.env.E2E_SCREENSHOTS_DIR ?? 'test-results/document-templates';
for (const width of [375, 1440]) {
  test(`pictures of the list and the editor at ${width} px`, async ({ page, request }) => {
    test.skip(process.env.E2E_SCREENSHOTS !== '1', 'pictures only when asked');
    test.slow();
    const { id } = await shippedDecision(request);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const language of ['ar', 'en'] as const) {
      await signInAs(page, 'admin', '/document-templates', language);
      await expect(page.getByTestId('document-templates-row').first()).toBeVisible();
      await page.screenshot({ path: `${shots}/list-${language}-${width}.png`, fullPage: true });
      await page.goto(`/document-templates/${id}`);
      await expect((await preview(page, language)).status()).toBe(200);
      await expect(page.getByTestId('template-preview-frame')).toBeVisible();
      // The page's own bars stay where they are in a picture taken from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/editor-${language}-${width}.png`, fullPage: true });
    }
  });
}
