import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '@mutabaa/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/webhooks';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let server: Server;
let receiverUrl: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-hook`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The Standard Webhooks signature a receiver computes from the secret. */
function expectedSignature(secret: string, request: Received): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${request.headers['webhook-id']}.${request.headers['webhook-timestamp']}.${request.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

async function openTab(page: Page, language: Language) {
  await signInAs(page, 'admin', '/settings?tab=webhooks', language);
  await expect(page.getByTestId('settings-tab-webhooks')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('webhooks-tab')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the admin adds a webhook, sees its secret once, pings it, reads the log and redelivers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await openTab(page, 'en');
  await page.getByTestId('webhook-add').click();
  const dialog = page.getByTestId('webhook-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('webhook-url').fill(receiverUrl);
  await dialog.getByTestId('webhook-event-comment.created').check();
  await dialog.getByTestId('webhook-description').fill('E2E receiver');
  await expectNoSeriousViolations(page, 'webhook dialog (en)');
  await page.screenshot({ path: `${SHOTS}/dialog-en-1440.png` });
  await dialog.getByTestId('webhook-save').click();

  const secretDialog = page.getByTestId('webhook-secret');
  await expect(secretDialog).toBeVisible();
  const secret = (await secretDialog.getByTestId('webhook-secret-value').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await expectNoSeriousViolations(page, 'secret dialog (en)');
  await page.screenshot({ path: `${SHOTS}/secret-en-1440.png` });
  await secretDialog.getByTestId('webhook-secret-done').click();
  await expect(secretDialog).toBeHidden();
  // Shown once: nowhere on the page afterwards.
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByTestId('webhook-row').filter({ hasText: receiverUrl });
  await expect(row).toHaveCount(1);
  await row.getByTestId('webhook-ping').click();
  await expect(page.getByTestId('webhooks-saved')).toBeVisible();
  const log = page.getByTestId('webhook-deliveries');
  await expect(log.getByTestId('webhook-delivery-status').first()).toHaveText('Delivered', {
    timeout: 15_000,
  });
  expect(received).toHaveLength(1);
  const [ping] = received;
  expect(JSON.parse(ping!.body)).toMatchObject({ type: 'ping' });
  expect(ping!.headers['webhook-signature']).toBe(expectedSignature(secret, ping!));

  await log.getByTestId('webhook-delivery-open').first().click();
  const detail = page.getByTestId('webhook-delivery');
  await expect(detail.getByTestId('webhook-delivery-request')).toContainText('"type": "ping"');
  await expect(detail.getByTestId('webhook-delivery-response')).toHaveText('thanks');
  await expect(detail.getByTestId('webhook-delivery-detail-code')).toHaveText('200');
  await expectNoSeriousViolations(page, 'delivery detail (en)');
  await page.screenshot({ path: `${SHOTS}/detail-en-1440.png` });
  await detail.getByTestId('webhook-redeliver').click();
  await expect(detail.getByTestId('webhook-redeliver-saved')).toBeVisible();
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(ping!.headers['webhook-id']);
  expect(received[1]!.body).toBe(ping!.body);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(log.getByTestId('webhook-delivery-row')).toHaveCount(2, { timeout: 15_000 });

  // The log's filter by event.
  await log.getByTestId('webhook-filter-status').selectOption('failed');
  await expect(log.getByTestId('webhook-delivery-row')).toHaveCount(0);
  await log.getByTestId('webhook-filter-status').selectOption('');
  await log.getByTestId('webhook-filter-event').selectOption('ping');
  await expect(log.getByTestId('webhook-delivery-row')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'webhooks tab with log (en)');
  await page.screenshot({ path: `${SHOTS}/tab-en-1440.png`, fullPage: true });
});

for (const language of ['ar', 'en'] as const) {
  test(`the tab reads well in ${language} at 375 px, by keyboard, axe clean`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openTab(page, language);
    const row = page.getByTestId('webhook-row').filter({ hasText: receiverUrl });
    await expect(row).toHaveCount(1);
    await row.getByTestId('webhook-log').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('webhook-deliveries')).toBeVisible();
    await expect(page.getByTestId('webhook-delivery-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `webhooks tab (${language}, 375 px)`);
    await page.screenshot({ path: `${SHOTS}/tab-${language}-375.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousViolations(page, `webhooks tab (${language}, 1440 px)`);
    await page.screenshot({ path: `${SHOTS}/tab-${language}-1440.png`, fullPage: true });
  });
}

test('the admin deletes the webhook after confirming', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openTab(page, 'ar');
  const row = page.getByTestId('webhook-row').filter({ hasText: receiverUrl });
  await row.getByTestId('webhook-delete').click();
  const confirm = page.getByTestId('webhook-delete-confirm');
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'delete confirmation (ar)');
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(row).toHaveCount(0);
});
