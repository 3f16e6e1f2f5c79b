import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import {
  apiSignIn,
  assignedApplication,
  createApplication,
  transition,
  uploadFile,
} from '../support/application-api';

const TITLES = {
  ar: { public: 'حالة الطلب', documents: 'المستندات' },
  en: { public: 'Application Status', documents: 'Documents' },
} as const;

for (const language of ['ar', 'en'] as const) {
  const other = language === 'ar' ? 'en' : 'ar';

  test.describe(`public view and documents in ${language}`, () => {
    test('the public view shows the status and timeline, signed out, with nothing personal', async ({
      page,
      request,
    }) => {
      const { editor, client, created } = await assignedApplication(
        request,
        `Public ${language} ${Date.now()}`,
      );
      await transition(request, editor, created.id, 'under_review', 'A private reason');

      await openIn(page, `/public/transactions/${created.transaction_id}`, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[language].public);
      const view = page.getByTestId('public-application');
      await expect(view).toContainText(created.reference_number);
      await expect(view).toContainText(created.title);
      await expect(page.getByTestId('public-status').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'under_review',
      );
      const timeline = page.getByTestId('public-timeline-entry');
      await expect(timeline).toHaveCount(2);
      await expect(timeline.first().locator('[data-status]')).toHaveAttribute(
        'data-status',
        'submitted',
      );
      const pageText = await page.locator('body').innerText();
      expect(pageText).not.toContain(client.user.email);
      expect(pageText).not.toContain(client.user.full_name);
      expect(pageText).not.toContain('A private reason');
      // Signed out: no session was stored.
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      await expectNoSeriousViolations(page, `public view (${language})`);

      // The language toggle turns the page around.
      await page.getByTestId('language-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[other].public);
      await expect(view).toContainText(created.reference_number);
    });

    test('an unknown public id says so clearly', async ({ page }) => {
      await openIn(page, '/public/transactions/TX-0000000000', language);
      await expect(page.getByTestId('public-not-found')).toBeVisible();
      await expectNoSeriousViolations(page, `public not found (${language})`);
    });

    test('the documents page lists the client files and downloads them', async ({
      page,
      request,
    }) => {
      const admin = await apiSignIn(request, 'admin');
      const client = await apiSignIn(request, 'client');
      const created = await createApplication(request, admin, {
        title: `Documents ${language} ${Date.now()}`,
        client,
      });
      const name = `statement-${language}-${Date.now()}.csv`;
      const content = `date,amount\n2026-01-01,${language === 'ar' ? '١٠٠' : '100'}\n`;
      await uploadFile(request, admin, created.id, {
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      });

      await signInAs(page, 'client', '/documents', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[language].documents);
      const row = page.getByTestId('document-row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByTestId('document-application')).toHaveAttribute(
        'href',
        `/transactions/${created.id}`,
      );
      await expect(row.getByTestId('document-application')).toHaveText(created.reference_number);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('document-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect(await readFile(await download.path())).toEqual(Buffer.from(content));
      await expectNoSeriousViolations(page, `documents (${language})`);

      await row.getByTestId('document-application').click();
      await expect(page).toHaveURL(new RegExp(`/transactions/${created.id}$`));
      await expect(page.getByTestId('attachment').filter({ hasText: name })).toBeVisible();
    });

    test('the documents page shows the empty state or the paging text, as the API says', async ({
      page,
      request,
    }) => {
      const client2 = await apiSignIn(request, 'client2');
      const answer = await request.get('/api/documents/', {
        headers: { Authorization: `Bearer ${client2.token}` },
      });
      expect(answer.status()).toBe(200);
      const { count } = (await answer.json()) as { count: number };
      await signInAs(page, 'client2', '/documents', language);
      if (count === 0) {
        await expect(page.getByTestId('documents-empty')).toBeVisible();
      } else {
        await expect(page.getByTestId('documents-showing')).toContainText(
          new Intl.NumberFormat(language).format(count),
        );
      }
      await expectNoSeriousViolations(page, `documents of client2 (${language})`);
    });
  });
}
