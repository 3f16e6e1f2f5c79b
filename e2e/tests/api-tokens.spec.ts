import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Language, TCreatedApiToken } from '@mutabaa/shared';
import { expect, signInAs, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { apiSignIn, createApplication } from '../support/application-api';
import { tabTo } from '../support/two-factor';

// API tokens (issue 38): staff create, copy, use and revoke their tokens in Profile Settings;
// admins see and revoke everyone's under System settings → API tokens. Each test makes tokens
// of its own, named uniquely, on the demo accounts.

/** Saves the page at 375 and 1440 px to E2E_API_TOKEN_SHOTS (not in the repository), if set. */
async function shoot(page: Page, name: string, language: Language, near?: string) {
  const dir = process.env.E2E_API_TOKEN_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (near) await page.locator(near).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: join(dir, `${name}-${language}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;

for (const language of ['en', 'ar'] as const) {
  test(`an editor creates a token by keyboard, copies it, uses it and revokes it (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'editor', '/settings', language);
    const card = page.getByTestId('api-tokens');
    await expect(card).toBeVisible();

    // The dialog, opened and filled by keyboard; an empty form is refused under its fields.
    await tabTo(page, 'api-token-create-open', 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('api-token-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('api-token-submit').click();
    await expect(dialog.locator('.invalid-feedback')).toHaveCount(2);
    await expectNoSeriousViolations(page, `create dialog refused (${language})`);
    const name = `CI ${language} ${Date.now().toString(36)}`;
    await tabTo(page, 'api-token-name');
    await page.keyboard.type(name);
    await tabTo(page, 'api-token-scope-applications:read');
    await page.keyboard.press('Space');
    await tabTo(page, 'api-token-scope-applications:write');
    await page.keyboard.press('Space');
    await tabTo(page, 'api-token-expiry');
    await page.keyboard.type(nextYear());
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('api-token-expiry')).toHaveAttribute('data-value', nextYear());
    await expectNoSeriousViolations(page, `create dialog (${language})`);
    await shoot(page, 'api-token-create', language);
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/tokens\/$/.test(r.url()),
    );
    await tabTo(page, 'api-token-submit');
    await page.keyboard.press('Enter');
    const answer = (await (await created).json()) as TCreatedApiToken;
    expect(answer.expires_at).not.toBeNull();

    // Shown once, with a warning and a copy button.
    const secret = dialog.getByTestId('api-token-value');
    await expect(secret).toHaveValue(/^mtb_[A-Za-z0-9_-]{43}$/);
    const token = await secret.inputValue();
    expect(token).toBe(answer.token);
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByTestId('api-token-copy').click();
    await expect(dialog.getByTestId('api-token-copy-status')).not.toBeEmpty();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectNoSeriousViolations(page, `token shown once (${language})`);
    await shoot(page, 'api-token-secret', language);
    await dialog.getByTestId('api-token-done').click();
    await expect(dialog).toBeHidden();

    const row = card.getByTestId('api-token-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('applications:read');
    await expect(row).not.toContainText(token);

    // The token works on the API, within its scopes only.
    const bearer = { Authorization: `Bearer ${token}`, 'Accept-Language': language };
    expect((await request.get('/api/transactions/', { headers: bearer })).status()).toBe(200);
    const refused = await request.get('/api/reports/summary/', { headers: bearer });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'insufficient_scope',
      scope: 'reports:read',
    });
    const editor = await apiSignIn(request, 'editor');
    const client = await apiSignIn(request, 'client');
    await createApplication(request, { token, user: editor.user }, { title: name, client });

    // Its last use, time and address, shows after a reload.
    await page.reload();
    await expect(row.getByTestId('api-token-last-used')).toContainText('127.0.0.1');
    await expectNoSeriousViolations(page, `tokens listed (${language})`);
    await shoot(page, 'api-tokens-card', language, '[data-testid="api-tokens"]');

    // Revoked through the confirmation, it is refused at once.
    await row.getByTestId('api-token-revoke').click();
    const confirm = page.getByTestId('api-token-revoke-dialog');
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, `revoke dialog (${language})`);
    await shoot(page, 'api-token-revoke', language);
    await confirm.getByTestId('confirm-ok').click();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('api-tokens-saved')).toBeVisible();
    const after = await request.get('/api/transactions/', { headers: bearer });
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'token_invalid' });
  });

  test(`an admin lists everyone's tokens, revokes one, and reads the audit via token (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const editor = await apiSignIn(request, 'editor2');
    const name = `Sync ${language} ${Date.now().toString(36)}`;
    const made = await request.post('/api/tokens/', {
      headers: { Authorization: `Bearer ${editor.token}` },
      data: { name, scopes: ['applications:write', 'applications:read'], expires_at: null },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { token } = (await made.json()) as TCreatedApiToken;
    const client = await apiSignIn(request, 'client');
    await createApplication(request, { token, user: editor.user }, { title: name, client });

    await signInAs(page, 'admin', '/settings?tab=tokens', language);
    const card = page.getByTestId('all-api-tokens');
    const row = card.getByTestId('api-token-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('api-token-owner')).toContainText(editor.user.full_name);
    await expectNoSeriousViolations(page, `all tokens (${language})`);
    await shoot(page, 'api-tokens-all', language, '[data-testid="all-api-tokens"]');

    // The audit log names the token beside its owner.
    await page.goto(`/audit-logs?search=${encodeURIComponent(name)}`);
    const via = page.getByTestId('audit-via-token').first();
    await expect(via).toContainText(name);
    await expectNoSeriousViolations(page, `audit via token (${language})`);
    await shoot(page, 'api-token-audit', language, '[data-testid="audit-via-token"]');

    await page.goto('/settings?tab=tokens');
    await row.getByTestId('api-token-revoke').click();
    await page.getByTestId('api-token-revoke-dialog').getByTestId('confirm-ok').click();
    await expect(row).toHaveCount(0);
    const refused = await request.get('/api/transactions/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  });
}
