import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import type { EmailTemplateKey, Language, TEmailTemplate } from '@mutabaa/shared';
import { apiSignIn, createApplication, type SignedIn } from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';
import { linkFromMail } from '../support/mail';
import { ACCOUNTS } from '../support/accounts';

const headers = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

/** The template with this key, as the API has it now. */
async function templateOf(request: APIRequestContext, admin: SignedIn, key: EmailTemplateKey) {
  const response = await request.get('/api/email-templates/', { headers: headers(admin) });
  expect(response.status(), await response.text()).toBe(200);
  const template = ((await response.json()) as TEmailTemplate[]).find((t) => t.key === key);
  expect(template, key).toBeDefined();
  return template!;
}

/** The template back at its shipped text, whatever an earlier attempt left. */
async function shippedTemplate(request: APIRequestContext, key: EmailTemplateKey) {
  const admin = await apiSignIn(request, 'admin');
  const template = await templateOf(request, admin, key);
  if (!template.is_customised) return template;
  const response = await request.post(`/api/email-templates/${template.id}/reset/`, {
    headers: headers(admin),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TEmailTemplate;
}

const field = (page: Page, name: string) => page.getByTestId(`template-${name}`);
const previewOf = (page: Page, language: Language): FrameLocator =>
  page.frameLocator(`[data-testid="template-preview-${language}-frame"]`);
const feedback = (page: Page) => page.getByTestId('template-feedback-saved');
/** The previews' frames run no scripts, so axe cannot look inside them (see support/axe.ts). */
const PREVIEW_FRAMES = { exclude: ['iframe.template-preview-frame'] };

test('the admin adds a variable to the Arabic verification mail, saves it, restores version 1, resets it and sends a test to themselves', async ({
  page,
  request,
}) => {
  test.slow();
  const shipped = await shippedTemplate(request, 'verify_email');
  await signInAs(page, 'admin', '/email-templates', 'en');

  const row = page.locator('[data-testid="templates-row"][data-key="verify_email"]');
  await expect(row.getByTestId('template-status')).toHaveText('Default');
  await row.getByRole('link', { name: 'E-mail verification' }).click();
  await expect(page).toHaveURL(new RegExp(`/email-templates/${shipped.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail verification');

  // Each language is written in its own direction.
  await expect(field(page, 'body_ar')).toHaveAttribute('dir', 'rtl');
  await expect(field(page, 'subject_ar')).toHaveAttribute('dir', 'rtl');
  await expect(field(page, 'body_en')).toHaveAttribute('dir', 'ltr');
  await expect(previewOf(page, 'ar').locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(previewOf(page, 'ar').locator('body')).toContainText('سارة أحمد');
  await expect(previewOf(page, 'en').locator('body')).toContainText('Sara Ahmed');
  await expect(
    previewOf(page, 'ar').getByRole('link', { name: 'تأكيد بريدي الإلكتروني' }),
  ).toBeVisible();

  // A line at the end of the Arabic body, its variable put in from the list by keyboard; the
  // caret is after it, so typing goes on there.
  const body = field(page, 'body_ar');
  await body.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\nعنوانك المسجّل: ');
  await expect(page.getByTestId('template-variable-target')).toHaveText('Goes into: Body (Arabic)');
  await page.getByTestId('template-variable-email').focus();
  await page.keyboard.press('Enter');
  await expect(body).toBeFocused();
  await page.keyboard.type('.');
  await expect(body).toHaveValue(`${shipped.body_ar}\n\nعنوانك المسجّل: {{ email }}.`);
  await expect(page.getByTestId('template-dirty')).toHaveText('Unsaved changes');

  // The preview renders the unsaved text with the sample address.
  await expect(previewOf(page, 'ar').locator('body')).toContainText(
    'عنوانك المسجّل: sara@example.com.',
  );
  await page.getByTestId('template-preview-ar-tab-text').click();
  // The plain-text part isolates a value with U+2068 … U+2069 (the HTML part with <bdi>).
  await expect(page.getByTestId('template-preview-ar-text')).toContainText(
    'عنوانك المسجّل: \u2068sara@example.com\u2069.',
  );
  await expect(page.getByTestId('template-preview-ar-text')).toContainText(
    'تأكيد بريدي الإلكتروني: https://',
  );

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByTestId('template-back').click();
  const leave = page.getByTestId('template-leave-dialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/email-templates/${shipped.id}$`));
  await expect(body).toHaveValue(/عنوانك المسجّل/);

  await page.getByTestId('template-save').click();
  await expect(feedback(page)).toHaveText('Template saved.');
  await expect(page.getByTestId('template-meta').getByTestId('template-status')).toHaveText(
    'Customised',
  );
  await expect(page.getByTestId('template-version')).toHaveText(`Version ${shipped.version + 1}`);
  await expect(page.getByTestId('template-dirty')).toHaveText('No unsaved changes');

  // Saved, nothing asks on the way back to the list, which shows it customised.
  await page.getByTestId('template-back').click();
  await expect(page).toHaveURL(/\/email-templates$/);
  await expect(row.getByTestId('template-status')).toHaveText('Customised');
  await row.getByRole('link', { name: 'E-mail verification' }).click();

  // A misspelt variable is refused under the field, naming it.
  await body.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' {{ nme }}');
  await expect(page.getByTestId('template-preview-ar-error')).toContainText(
    'Unknown variable “nme”',
  );
  await page.getByTestId('template-save').click();
  const error = page.getByTestId('template-body_ar-error');
  await expect(error).toHaveText(
    'Unknown variable “nme”. This template offers: name, email, link.',
  );
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toBeFocused();
  await expect(page.getByTestId('template-feedback-error')).toBeVisible();
  await page.getByTestId('template-discard').click();
  await expect(error).toHaveCount(0);
  await expect(body).toHaveValue(/{{ email }}\.$/);

  // The versions: the new one current, by the admin; version 1 read in full and restored.
  await page.getByTestId('template-versions-open').click();
  const versions = page.getByTestId('template-versions-dialog');
  const newest = versions.getByTestId('template-version').first();
  await expect(newest).toHaveAttribute('data-version', String(shipped.version + 1));
  await expect(newest.getByTestId('template-version-current')).toHaveText('Current');
  await expect(newest).toContainText('سارة المنصوري');
  const first = versions.locator('[data-testid="template-version"][data-version="1"]');
  await first.getByTestId('template-version-view').click();
  await expect(versions.getByTestId('template-version-body_ar')).not.toContainText('عنوانك');
  await expect(versions.getByTestId('template-version-body_ar')).toHaveAttribute('dir', 'rtl');
  // By keyboard: back in the list, focus is on the version just read.
  await versions.getByTestId('template-versions-back').focus();
  await page.keyboard.press('Enter');
  await expect(first.getByTestId('template-version-view')).toBeFocused();
  await page.keyboard.press('Enter');
  await versions.getByTestId('template-version-restore').click();
  await versions.getByTestId('template-version-restore-confirm').click();
  await expect(versions).toBeHidden();
  await expect(feedback(page)).toHaveText('Version 1 restored as the current text.');
  await expect(body).toHaveValue(shipped.body_ar);
  await expect(page.getByTestId('template-meta').getByTestId('template-status')).toHaveText(
    'Default',
  );
  await expect(page.getByTestId('template-reset-open')).toBeDisabled();

  // Another change, then Reset to default, confirmed.
  await field(page, 'subject_en').fill('Please confirm your address — Mutabaa');
  await page.getByTestId('template-save').click();
  await expect(feedback(page)).toHaveText('Template saved.');
  await page.getByTestId('template-reset-open').click();
  const reset = page.getByTestId('template-reset-dialog');
  await expect(reset).toContainText('Reset to the default text?');
  await reset.getByTestId('confirm-ok').click();
  await expect(feedback(page)).toHaveText('The template is back to the default text.');
  await expect(field(page, 'subject_en')).toHaveValue(shipped.subject_en);
  await expect(page.getByTestId('template-meta').getByTestId('template-status')).toHaveText(
    'Default',
  );
  await expect(page.getByTestId('template-version')).toHaveText(`Version ${shipped.version + 4}`);

  // Send test to me, in Arabic: confirmed on screen, and the mail arrives.
  await page.getByTestId('template-test-open').click();
  const testDialog = page.getByTestId('template-test-dialog');
  await testDialog.getByLabel('Arabic').check();
  await testDialog.getByTestId('template-test-send').click();
  await expect(testDialog).toBeHidden();
  await expect(feedback(page)).toHaveText(`A test e-mail was sent to ${ACCOUNTS.admin.email}.`);
  const { text } = await linkFromMail(
    ACCOUNTS.admin.email,
    /https:\/\/mutabaa\.example\/verify-email\/sample-token/,
  );
  expect(text).toContain('تأكيد بريدي الإلكتروني');
});

test('the preview takes an application’s values by its reference number', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, 'admin');
  const client = await apiSignIn(request, 'client');
  const title = `Preview ${Date.now().toString(36)}`;
  const created = await createApplication(request, admin, { title, client });
  const template = await templateOf(request, admin, 'overdue_reminder');
  await signInAs(page, 'admin', `/email-templates/${template.id}`, 'en');
  await expect(previewOf(page, 'en').locator('body')).toContainText('TRX-2026-001024');

  const reference = page.getByTestId('template-application-reference-input');
  await reference.fill('NO-SUCH-REFERENCE');
  await reference.press('Enter');
  await expect(page.getByTestId('template-application-error')).toHaveText(
    // The reference typed is isolated inside the sentence.
    'No application has the reference number \u2068NO-SUCH-REFERENCE\u2069.',
  );
  await expect(reference).toHaveAttribute('aria-invalid', 'true');

  await reference.fill(created.reference_number.toLowerCase());
  await page.getByTestId('template-application-use').click();
  await expect(page.getByTestId('template-application-reference')).toHaveText(
    created.reference_number,
  );
  await expect(previewOf(page, 'en').locator('body')).toContainText(created.reference_number);
  await expect(previewOf(page, 'ar').locator('body')).toContainText(created.reference_number);
  await expect(previewOf(page, 'en').locator('body')).not.toContainText('TRX-2026-001024');

  await page.getByTestId('template-application-clear').click();
  await expect(previewOf(page, 'en').locator('body')).toContainText('TRX-2026-001024');
});

test('editors and clients are kept out of the e-mail templates', async ({ page, request }) => {
  const admin = await apiSignIn(request, 'admin');
  const { id } = await templateOf(request, admin, 'verify_email');
  for (const account of ['editor', 'client'] as const) {
    for (const path of ['/email-templates', `/email-templates/${id}`]) {
      await signInAs(page, account, path, 'en');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('templates-table')).toHaveCount(0);
    }
    const who = await apiSignIn(request, account);
    for (const path of ['/api/email-templates/', `/api/email-templates/${id}/`]) {
      const response = await request.get(path, { headers: headers(who) });
      expect(response.status(), `${account} ${path}`).toBe(403);
    }
  }
});

for (const language of ['ar', 'en'] as const) {
  test(`the list, the editor with its previews and the versions pass axe in ${language}`, async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request, 'admin');
    const { id } = await templateOf(request, admin, 'digest_daily');
    await signInAs(page, 'admin', '/email-templates', language);
    await expect(page.getByTestId('templates-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `email templates list in ${language}`);

    await page.goto(`/email-templates/${id}`);
    await expect(previewOf(page, 'ar').locator('body')).not.toBeEmpty();
    await expect(previewOf(page, 'en').locator('body')).not.toBeEmpty();
    await page.getByTestId('template-preview-en-tab-text').click();
    await expect(page.getByTestId('template-preview-en-text')).toBeVisible();
    await expectNoSeriousViolations(page, `email template editor in ${language}`, PREVIEW_FRAMES);

    await page.getByTestId('template-versions-open').click();
    await expect(page.getByTestId('template-version').first()).toBeVisible();
    await expectNoSeriousViolations(page, `email template versions in ${language}`, PREVIEW_FRAMES);
  });
}
