import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';
import {
  assignedApplication,
  comment,
  readApplication,
  statusLabel,
  transition,
  uploadFile,
} from '../support/application-api';

const TEXTS = {
  ar: {
    badType: 'نوع هذا الملف غير مسموح به. استخدم ملف PDF أو صورة أو Word أو Excel أو نصًا أو CSV.',
    internal: 'داخلي',
    // The old and new values are isolated (U+2068 … U+2069) inside the sentence.
    priorityChange: 'غيّر الأولوية من «\u2068عادية\u2069» إلى «\u2068عالية\u2069»',
    tooLarge: 'حجم الملف كبير جدًا. الحد الأقصى المسموح به 10 ميغابايت.',
    notFound: 'الطلب غير موجود',
  },
  en: {
    badType: 'This file type is not allowed. Use PDF, an image, Word, Excel, text or CSV.',
    internal: 'Internal',
    priorityChange: 'Changed Priority from “\u2068Normal\u2069” to “\u2068High\u2069”',
    tooLarge: 'The file is too large. The largest allowed is 10 MB.',
    notFound: 'Application not found',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`application detail in ${language}`, () => {
    test('an editor moves an assigned application through the workflow and talks about it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { admin, editor, created } = await assignedApplication(
        request,
        `Workflow ${language} ${Date.now()}`,
      );
      const allowed = (await readApplication(request, editor, created.id)).allowed_transitions;
      expect(allowed).toContain('under_review');

      await signInAs(page, 'editor', `/transactions/${created.id}`, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
      await expect(page.getByTestId('detail-status').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'submitted',
      );
      await expect(page.getByTestId('detail-summary')).toContainText(created.reference_number);
      await expect(page.getByTestId('detail-summary')).toContainText(created.transaction_id);
      await expect(page.getByTestId('detail-edit')).toHaveAttribute(
        'href',
        `/transactions/${created.id}/edit`,
      );
      await expect(page.getByTestId('public-link')).toHaveValue(
        new RegExp(`/public/transactions/${created.transaction_id}$`),
      );

      // Only the transitions the server allows are offered, each named by its target status.
      const buttons = page.getByTestId('workflow-actions').getByRole('button');
      await expect(buttons).toHaveCount(allowed.length);
      await expect(page.getByTestId('transition-approved')).toHaveCount(0);
      const reviewLabel = await statusLabel(request, admin, 'under_review', language);
      // The status label (an option an admin names) is isolated inside the sentence.
      await expect(page.getByTestId('transition-under_review')).toContainText(
        `\u2068${reviewLabel}\u2069`,
      );

      // Move to review with a comment, by keyboard.
      await page.getByTestId('transition-under_review').focus();
      await page.keyboard.press('Enter');
      const modal = page.getByTestId('transition-modal');
      await expect(modal).toBeVisible();
      // The dialog opens for the comment: the keyboard is already in it.
      await expect(modal.getByTestId('transition-comment')).toBeFocused();
      const why = `Documents checked ${language}`;
      await page.keyboard.type(why);
      await modal.getByTestId('transition-confirm').click();
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('detail-status').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'under_review',
      );
      const newest = page.getByTestId('history-entry').first();
      await expect(newest).toHaveAttribute('data-kind', 'status');
      await expect(newest.getByTestId('history-comment')).toHaveText(why);
      await expect(newest.locator('[data-status="submitted"]')).toBeVisible();
      await expect(newest.locator('[data-status="under_review"]')).toBeVisible();
      // The next step's actions follow the server's new answer.
      await expect(page.getByTestId('transition-under_review')).toHaveCount(0);
      await expect(page.getByTestId('transition-approved')).toBeVisible();

      // A comment and an internal one; the internal one is marked.
      const note = `Public note ${language}`;
      await page.getByTestId('comment-text').fill(note);
      await page.getByTestId('comment-submit').click();
      await expect(page.getByTestId('comment').filter({ hasText: note })).toBeVisible();
      await expect(page.getByTestId('comment-text')).toHaveValue('');
      const secret = `Staff only ${language}`;
      await page.getByTestId('comment-text').fill(secret);
      await page.getByTestId('comment-internal').check();
      await page.getByTestId('comment-submit').click();
      const internal = page.getByTestId('comment').filter({ hasText: secret });
      await expect(internal.getByTestId('comment-internal-badge')).toHaveText(text.internal);
      await expect(
        page.getByTestId('comment').filter({ hasText: note }).getByTestId('comment-internal-badge'),
      ).toHaveCount(0);

      await expectNoSeriousViolations(page, `detail as editor (${language})`);
    });

    test('files: upload with download of the same bytes, wrong types refused', async ({
      page,
      request,
    }) => {
      // Ten megabytes go through the page, and the machine is shared: give it room.
      test.setTimeout(90_000);
      const { created } = await assignedApplication(request, `Files ${language} ${Date.now()}`);
      await signInAs(page, 'editor', `/transactions/${created.id}`, language);
      await expect(page.getByTestId('attachments-empty')).toBeVisible();

      const content = `Receipt ${language} ${Date.now()}\nسطر عربي\n`;
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'receipt.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(content),
      });
      await page.getByTestId('attachment-submit').click();
      const row = page.getByTestId('attachment').filter({ hasText: 'receipt.txt' });
      await expect(row).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('attachment-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe('receipt.txt');
      expect(await readFile(await download.path())).toEqual(Buffer.from(content));

      // Refused before sending: an unknown extension.
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'tool.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ binary'),
      });
      await page.getByTestId('attachment-submit').click();
      await expect(page.getByTestId('attachment-error')).toHaveText(text.badType);

      // Refused before sending: over the shared 10 MB limit.
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
      });
      await page.getByTestId('attachment-submit').click();
      await expect(page.getByTestId('attachment-error')).toHaveText(text.tooLarge);

      // Refused by the server, which reads the bytes: a "PNG" that is not one (415).
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await page.getByTestId('attachment-submit').click();
      await expect(page.getByTestId('attachment-error')).toHaveText(text.badType);
      await expect(page.getByTestId('attachment')).toHaveCount(1);

      // The history records the file; deleting asks first.
      await expect(page.getByTestId('history-entry').first()).toContainText('receipt.txt');
      await row.getByTestId('attachment-delete').click();
      const dialog = page.getByTestId('attachment-delete-dialog');
      await expect(dialog).toContainText('receipt.txt');
      await dialog.getByTestId('confirm-ok').click();
      await expect(page.getByTestId('attachments-empty')).toBeVisible();
    });

    test('a file uploaded while the history is still loading appears in it', async ({
      page,
      request,
    }) => {
      const { created } = await assignedApplication(request, `Early ${language} ${Date.now()}`);
      // The history's first answer is held back until the upload has been answered: it was
      // read before the file existed.
      const historyPath = `/api/transactions/${created.id}/history/`;
      let release = () => {};
      const uploaded = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route(
        (url) => url.pathname === historyPath,
        async (route) => {
          if (held++ === 0) {
            const answer = await route.fetch();
            await uploaded;
            await route.fulfill({ response: answer }).catch(() => undefined);
          } else {
            await route.continue();
          }
        },
      );
      await signInAs(page, 'editor', `/transactions/${created.id}`, language);
      await expect(page.getByTestId('attachments-empty')).toBeVisible();
      await expect.poll(() => held).toBe(1);
      const answered = page.waitForResponse(
        (r) => r.url().endsWith(`/transactions/${created.id}/attachments/`) && r.ok(),
      );
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'early.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('early'),
      });
      await page.getByTestId('attachment-submit').click();
      await answered;
      await expect(page.getByTestId('attachment').filter({ hasText: 'early.txt' })).toBeVisible();
      release();
      await expect(page.getByTestId('history-entry').first()).toContainText('early.txt');
      expect(held).toBe(2);
    });

    test('a slow upload shows its progress', async ({ page, request }) => {
      // A throttled upload takes seconds by design, on a shared machine.
      test.setTimeout(90_000);
      const { created } = await assignedApplication(request, `Progress ${language} ${Date.now()}`);
      await signInAs(page, 'editor', `/transactions/${created.id}`, language);
      // Throttling starts once the page has loaded: requests still in flight when it is switched
      // on (the page's own chunk, the header's notifications) would never finish.
      await expect(page.getByTestId('attachment-file')).toBeVisible();
      await expect(page.getByTestId('attachments-empty')).toBeVisible();
      await expect(page.getByTestId('history-entry').first()).toBeVisible();
      await expect(page.getByTestId('notification-bell')).toBeVisible();
      // About 4 seconds for 600 KB: long enough to watch the bar move.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 150 * 1024,
      });
      await page.getByTestId('attachment-file').setInputFiles({
        name: 'scan.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(600 * 1024, 0x61),
      });
      await page.getByTestId('attachment-submit').click();
      const bar = page.getByTestId('attachment-progress');
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('attachment-submit')).toBeDisabled();
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect(page.getByTestId('attachment').filter({ hasText: 'scan.txt' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(bar).toBeHidden();
    });

    test('a refused status change shows what is allowed now', async ({ page, request }) => {
      const { admin, editor, created } = await assignedApplication(
        request,
        `Race ${language} ${Date.now()}`,
      );
      await signInAs(page, 'editor', `/transactions/${created.id}`, language);
      await page.getByTestId('transition-on_hold').click();
      const modal = page.getByTestId('transition-modal');
      await expect(modal).toBeVisible();
      // Someone else moves it on meanwhile; on_hold → on_hold is not a transition.
      await transition(request, admin, created.id, 'on_hold');
      await modal.getByTestId('transition-confirm').click();
      await expect(modal.getByTestId('transition-error')).toBeVisible();
      const allowed = (await readApplication(request, editor, created.id)).allowed_transitions;
      const first = await statusLabel(request, admin, allowed[0]!, language);
      await expect(modal.getByTestId('transition-allowed')).toContainText(first);
    });

    test('a client follows their application; another client gets not-found', async ({
      page,
      request,
    }) => {
      const { editor, created } = await assignedApplication(
        request,
        `Client view ${language} ${Date.now()}`,
      );
      await transition(request, editor, created.id, 'under_review', 'Looking at it');
      const patched = await request.patch(`/api/transactions/${created.id}/`, {
        headers: { Authorization: `Bearer ${editor.token}` },
        data: { priority: 'high' },
      });
      expect(patched.status(), await patched.text()).toBe(200);
      await comment(request, editor, created.id, 'We received your papers');
      await uploadFile(request, editor, created.id, {
        name: 'decision.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Decision letter'),
      });
      await comment(request, editor, created.id, 'Internal: check the stamp', true);

      await signInAs(page, 'client', `/transactions/${created.id}`, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
      await expect(page.getByTestId('detail-status').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'under_review',
      );
      await expect(page.getByTestId('history-comment').first()).toHaveText('Looking at it');
      // Field changes name the field and show option labels, not stored values.
      await expect(
        page.getByTestId('history-entry').filter({ hasText: text.priorityChange }),
      ).toHaveCount(1);
      await expect(page.getByTestId('comment')).toHaveCount(1);
      await expect(page.getByTestId('comments-list')).toContainText('We received your papers');
      await expect(page.locator('body')).not.toContainText('check the stamp');
      await expect(page.getByTestId('detail-edit')).toHaveCount(0);
      // The staff's file is there to download, not to delete.
      const file = page.getByTestId('attachment').filter({ hasText: 'decision.txt' });
      await expect(file.getByTestId('attachment-download')).toBeVisible();
      await expect(file.getByTestId('attachment-delete')).toHaveCount(0);
      await expect(page.getByTestId('comment-internal')).toHaveCount(0);
      await expectNoSeriousViolations(page, `detail as client (${language})`);

      await signInAs(page, 'client2', `/transactions/${created.id}`, language);
      await expect(page.getByTestId('detail-not-found')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expect(page.locator('body')).not.toContainText(created.title);
      await expectNoSeriousViolations(page, `detail not found (${language})`);
    });
  });
}
