import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import {
  assignedApplication,
  comment,
  transition,
  uploadFile,
  type SignedIn,
} from '../support/application-api';

const TEXTS = {
  ar: {
    panel: 'المستندات الرسمية',
    notCompleted: 'تصدر الشهادة عند إنجاز الطلب.',
    valid: 'هذا المستند صالح.',
    withdrawn: 'سُحب هذا المستند.',
    reasonRequired: 'اكتب سبب السحب.',
    notFound: 'لا يوجد مستند بهذا الرمز.',
    print: 'طباعة',
    decision: 'خطاب قرار',
    receipt: 'إيصال',
    comments: 'التعليقات',
  },
  en: {
    panel: 'Official documents',
    notCompleted: 'A certificate is issued when the application is completed.',
    valid: 'This document is valid.',
    withdrawn: 'This document was withdrawn.',
    reasonRequired: 'Give the reason for the withdrawal.',
    notFound: 'No document has this verification code.',
    print: 'Print',
    decision: 'Decision letter',
    receipt: 'Receipt',
    comments: 'Comments',
  },
} as const;

/** A cancelled application (the shipped decision templates name `cancelled`) with a file. */
async function cancelledApplication(page: Page, title: string) {
  const setUp = await assignedApplication(page.request, title);
  await transition(
    page.request,
    setUp.editor,
    setUp.created.id,
    'cancelled',
    'At the client’s request',
  );
  return setUp;
}

/** Issues a decision letter in `language` through the API, as the editor. */
async function issueDecision(page: Page, editor: SignedIn, id: number, language: 'ar' | 'en') {
  const response = await page.request.post(`/api/transactions/${id}/documents/`, {
    headers: { Authorization: `Bearer ${editor.token}` },
    data: { kind: 'decision', language },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { verify_url: string; sha256: string };
}

/** Drops a file on a drop zone, as a drag from the desktop does. */
async function dropFile(zone: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await zone.page().evaluateHandle(
    ({ name, base64 }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await zone.dispatchEvent(type, { dataTransfer });
  }
}

test('an editor issues an Arabic decision letter; the client downloads and verifies it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = TEXTS.ar;
  const { created } = await cancelledApplication(page, `Decision ar ${Date.now()}`);

  await signInAs(page, 'editor', `/transactions/${created.id}`, 'ar');
  const panel = page.getByRole('region', { name: text.panel });
  await expect(panel).toBeVisible();

  // A certificate needs a completed application: the server's refusal, in Arabic.
  await panel.getByTestId('issue-document-kind').selectOption('certificate');
  await panel.getByTestId('issue-document-submit').click();
  await expect(panel.getByTestId('issue-document-error')).toHaveText(text.notCompleted);

  await panel.getByTestId('issue-document-kind').selectOption('decision');
  await panel.getByTestId('issue-document-language').selectOption('ar');
  await panel.getByTestId('issue-document-submit').click();
  await expect(panel.getByTestId('official-documents-saved')).toBeVisible();
  await expect(panel.getByTestId('issue-document-error')).toHaveCount(0);
  const decision = panel.locator('[data-testid="official-document"][data-kind="decision"]');
  await expect(decision).toHaveCount(1);
  await expect(decision).toHaveAttribute('data-language', 'ar');
  await expect(decision.getByTestId('official-document-withdraw')).toBeVisible();
  await expectNoSeriousViolations(page, 'documents panel, editor (ar)', {
    include: ['[aria-labelledby="official-documents-title"]'],
  });

  // The client sees it, without the staff's controls, and downloads it.
  await signInAs(page, 'client', `/transactions/${created.id}`, 'ar');
  const clientRow = page.locator('[data-testid="official-document"][data-kind="decision"]');
  await expect(clientRow).toHaveCount(1);
  await expect(page.getByTestId('issue-document-submit')).toHaveCount(0);
  await expect(clientRow.getByTestId('official-document-withdraw')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    clientRow.getByTestId('official-document-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${created.reference_number}-decision-ar-v1.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Its verification page, from the address the document carries.
  const verifyUrl = await clientRow.getByTestId('official-document-verify').getAttribute('href');
  const verifyPath = new URL(verifyUrl!).pathname;
  expect(verifyPath).toMatch(/^\/verify\/[A-Za-z0-9_-]{32}$/);
  await page.goto(verifyPath);
  await expect(page.getByTestId('verify-valid')).toContainText(text.valid);
  await expect(page.getByTestId('verify-domain')).toHaveText(new URL(page.url()).host);
  await expect(page.getByTestId('verify-organisation')).not.toBeEmpty();
  const facts = page.getByTestId('verify-facts');
  await expect(facts).toContainText(created.reference_number);
  // The status's label in the reader's language, not its stored value.
  await expect(facts.locator('[data-fact="status"] dd')).toHaveText('ملغى');
  await expectNoSeriousViolations(page, 'verify page (ar)');

  // The PDF the client holds, dropped: its fingerprint matches the issued one.
  await dropFile(page.getByTestId('verify-file-zone'), download.suggestedFilename(), pdf);
  await expect(page.getByTestId('verify-file-match')).toBeVisible();
  await expectNoSeriousViolations(page, 'verify page with a matching file (ar)');
  // One byte more, and it does not.
  await page.getByTestId('verify-file').setInputFiles({
    name: 'changed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([pdf, Buffer.from('\n')]),
  });
  await expect(page.getByTestId('verify-file-mismatch')).toBeVisible();
  await expect(page.getByTestId('verify-file-match')).toHaveCount(0);

  // The language switch turns the page into English.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('verify-valid')).toContainText(TEXTS.en.valid);
  await expect(facts.locator('[data-fact="status"] dd')).toHaveText('Cancelled');
  await expectNoSeriousViolations(page, 'verify page (en)');
});

test('a withdrawn document says so on its verification page, with the date', async ({ page }) => {
  test.setTimeout(90_000);
  const { editor, created } = await cancelledApplication(page, `Withdraw en ${Date.now()}`);
  const issued = await issueDecision(page, editor, created.id, 'en');

  await signInAs(page, 'editor', `/transactions/${created.id}`, 'en');
  const row = page.locator('[data-testid="official-document"][data-kind="decision"]');
  await row.getByTestId('official-document-withdraw').click();
  const dialog = page.getByTestId('withdraw-document-dialog');
  await expect(dialog.getByTestId('withdraw-reason')).toBeFocused();
  // The reason is required.
  await dialog.getByTestId('withdraw-confirm').click();
  await expect(dialog).toContainText(TEXTS.en.reasonRequired);
  await expectNoSeriousViolations(page, 'withdraw dialog (en)', {
    include: ['[data-testid="withdraw-document-dialog"]'],
  });
  await dialog.getByTestId('withdraw-reason').fill('Issued with a wrong date');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('official-document-withdrawn')).toBeVisible();
  await expect(row.getByTestId('official-document-reason')).toContainText(
    'Issued with a wrong date',
  );
  await expect(row.getByTestId('official-document-withdraw')).toHaveCount(0);

  for (const language of ['en', 'ar'] as const) {
    await openIn(page, new URL(issued.verify_url).pathname, language);
    const withdrawn = page.getByTestId('verify-withdrawn');
    await expect(withdrawn).toContainText(TEXTS[language].withdrawn);
    await expect(page.getByTestId('verify-valid')).toHaveCount(0);
    await expectNoSeriousViolations(page, `verify page, withdrawn (${language})`);
  }
});

test('an unknown verification code gets the server message in the reader language', async ({
  page,
}) => {
  for (const language of ['ar', 'en'] as const) {
    await openIn(page, `/verify/${'A'.repeat(32)}`, language);
    await expect(page.getByTestId('verify-not-found')).toContainText(TEXTS[language].notFound);
    await expect(page.getByTestId('verify-domain')).toBeVisible();
    await expectNoSeriousViolations(page, `verify page, unknown (${language})`);
  }
});

for (const language of ['ar', 'en'] as const) {
  test(`the print view in ${language}: no app frame, internal comments for staff only`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS[language];
    const { editor, created } = await cancelledApplication(page, `Print ${language} ${Date.now()}`);
    await issueDecision(page, editor, created.id, language);
    await comment(page.request, editor, created.id, `Public note ${language}`);
    await comment(page.request, editor, created.id, `Internal note ${language}`, true);
    const file = `scan-${language}.txt`;
    await uploadFile(page.request, editor, created.id, {
      name: file,
      mimeType: 'text/plain',
      buffer: Buffer.from('scanned'),
    });

    await signInAs(page, 'client', `/transactions/${created.id}`, language);
    await page.getByTestId('detail-print').click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${created.id}/print$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.locator('.app-header')).toHaveCount(0);
    await expect(page.getByTestId('print-header')).toBeVisible();
    await expect(page.getByTestId('print-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'cancelled',
    );
    const comments = page.getByRole('region', { name: text.comments });
    await expect(comments).toContainText(`Public note ${language}`);
    await expect(comments).not.toContainText(`Internal note ${language}`);
    await expect(page.getByTestId('print-attachment')).toContainText(file);
    // The receipt of its submission, and the decision letter.
    await expect(page.getByTestId('print-document')).toHaveCount(2);
    await expect(page.getByTestId('print-document').filter({ hasText: text.decision })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('print-document').filter({ hasText: text.receipt })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
    await expect(page.getByTestId('print-button')).toHaveText(text.print);
    await expectNoSeriousViolations(page, `print view (${language})`);

    // On paper the button is gone, and the page is A4 with 15 mm margins.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-button')).toBeHidden();
    const pageRule = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule) => rule instanceof CSSPageRule)
        .map((rule) => rule.cssText)
        .join(' '),
    );
    expect(pageRule).toMatch(/size: a4/i);
    expect(pageRule).toMatch(/margin: 15mm/);
    await page.emulateMedia({ media: 'screen' });

    // Staff see the internal comment too: the print view shows what the API gives its reader.
    await signInAs(page, 'editor', `/transactions/${created.id}/print`, language);
    await expect(page.getByRole('region', { name: text.comments })).toContainText(
      `Internal note ${language}`,
    );
  });
}
