import type { APIRequestContext, Page } from '@playwright/test';
import type { TManagedUser, TUserCreate } from '@mutabaa/shared';
import {
  apiSignIn,
  createApplication,
  readApplication,
  type SignedIn,
} from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openIn, signInAs, test } from '../support/fixtures';
import { linkFromMail } from '../support/mail';

const PASSWORD = 'Welcome#2026';

/** A name no other test uses, so that a search finds only what this test made. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${test.info().workerIndex}`;

/** Creates a user with a password through the API, as the admin. */
async function createUser(request: APIRequestContext, admin: SignedIn, body: TUserCreate) {
  const response = await request.post('/api/users/', {
    headers: { Authorization: `Bearer ${admin.token}`, 'Accept-Language': 'en' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TManagedUser;
}

/** Narrows the list to what a search finds. */
async function search(page: Page, text: string) {
  await page.getByTestId('users-search').fill(text);
  await page.getByTestId('users-search').press('Enter');
  await expect(page).toHaveURL(/search=/);
}

test('the admin invites an editor, who chooses a password from the mail and signs in', async ({
  page,
  browser,
}) => {
  // Two browsers, a mail to wait for and a sign-in: more than the default time on a busy machine.
  test.slow();
  const tag = unique('invitee');
  const email = `${tag}@example.com`;
  await signInAs(page, 'admin', '/users', 'en');
  await page.getByTestId('users-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite or create a user' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  // Without a password the dialog sends an invitation.
  await expect(dialog.getByTestId('user-create-submit')).toHaveText('Send invitation');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Invited');
  await dialog.getByLabel('Last name').fill(tag);
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByLabel('Language').selectOption('en');
  await dialog.getByTestId('user-create-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('users-feedback-saved')).toHaveText(
    `Invitation sent to \u2068${email}\u2069.`,
  );

  // The list was refreshed: the invitee is there, their invitation pending.
  await search(page, tag);
  const row = page.getByTestId('users-row').filter({ hasText: email });
  await expect(row.getByTestId('users-pending')).toHaveText('Pending invitation');

  // The same address again is refused beside the field.
  await page.getByTestId('users-invite').click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Again');
  await dialog.getByLabel('Last name').fill(tag);
  await dialog.getByTestId('user-create-submit').click();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const { link } = await linkFromMail(email, /https?:\/\/[^\s"<>]+\/accept-invitation\/[^\s"<>]+/);
  const invitee = await browser.newPage({ locale: 'en' });
  await openIn(invitee, new URL(link).pathname, 'en');
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to Mutabaa — choose your password',
  );
  await invitee.getByTestId('invitation-password').fill(PASSWORD);
  await invitee.getByTestId('invitation-confirm').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByTestId('invitation-success')).toBeVisible();

  // The link is used up: a second visit says so and where to turn.
  await invitee.reload();
  await invitee.getByTestId('invitation-password').fill(PASSWORD);
  await invitee.getByTestId('invitation-confirm').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByTestId('invitation-danger')).toBeVisible();
  await expect(invitee.getByText('Ask your administrator')).toBeVisible();

  await invitee.getByRole('link', { name: 'Sign in', exact: true }).click();
  await invitee.locator('input[name="email"]').fill(email);
  await invitee.locator('input[name="password"]').fill(PASSWORD);
  await invitee.locator('button[type="submit"]').click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByTestId('user-role')).toHaveAttribute('data-role', 'editor');
  await invitee.close();

  // Signed in once, the invitation is no longer pending.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('users-pending')).toHaveCount(0);
});

test('deactivating an editor with open applications hands them over to another editor', async ({
  page,
  request,
}) => {
  const tag = unique('leaver');
  const admin = await apiSignIn(request, 'admin');
  const client = await apiSignIn(request, 'client');
  const successor = await apiSignIn(request, 'editor2');
  const leaver = await createUser(request, admin, {
    email: `${tag}@example.com`,
    first_name: 'Leaving',
    last_name: tag,
    role: 'editor',
    password: PASSWORD,
  });
  const held = { token: '', user: leaver };
  const applications = [
    await createApplication(request, admin, { title: `${tag} one`, client, assignee: held }),
    await createApplication(request, admin, { title: `${tag} two`, client, assignee: held }),
  ];

  await signInAs(page, 'admin', '/users', 'en');
  await search(page, tag);
  const row = page.getByTestId('users-row').filter({ hasText: leaver.email });
  await row.getByRole('button', { name: `Actions for ${leaver.full_name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();

  // Confirmed first, then the API asks where the applications go.
  const confirm = page.getByTestId('active-confirm');
  await expect(confirm).toContainText(`Deactivate \u2068${leaver.full_name}\u2069?`);
  await confirm.getByTestId('confirm-ok').click();
  const handover = page.getByRole('dialog', { name: 'Hand over open applications' });
  await expect(handover).toBeVisible();
  const people = handover.getByTestId('handover-user');
  // The leaver is not offered their own applications.
  await expect(people.locator('option', { hasText: leaver.full_name })).toHaveCount(0);
  await handover.getByRole('radio', { name: 'Hand them over to' }).check();
  await people.selectOption(String(successor.user.id));
  await handover.getByTestId('handover-submit').click();
  await expect(handover).toBeHidden();
  await expect(page.getByTestId('users-feedback-saved')).toHaveText(
    `\u2068${leaver.full_name}\u2069 deactivated.`,
  );
  await expect(row).toHaveAttribute('data-active', 'false');
  await expect(row).toContainText('Inactive');

  for (const application of applications) {
    const now = await readApplication(request, admin, application.id);
    expect(now.assigned_to?.id).toBe(successor.user.id);
  }
  await page.goto(`/transactions/${applications[0]!.id}`);
  await expect(page.locator('[data-field="assigned_to"]')).toContainText(successor.user.full_name);
});

test('the admin deactivates two clients at once after confirming', async ({ page, request }) => {
  const tag = unique('bulk');
  const admin = await apiSignIn(request, 'admin');
  const clients = [];
  for (const n of [1, 2]) {
    clients.push(
      await createUser(request, admin, {
        email: `${tag}-${n}@example.com`,
        first_name: `Client${n}`,
        last_name: tag,
        role: 'client',
        password: PASSWORD,
      }),
    );
  }

  await signInAs(page, 'admin', '/users', 'en');
  await search(page, tag);
  const rows = page.getByTestId('users-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('users-bulk')).toHaveCount(0);
  for (const client of clients) {
    await page.getByRole('checkbox', { name: `Select ${client.full_name}` }).check();
  }
  await expect(page.getByTestId('users-bulk-count')).toHaveText('2 users selected');
  await expect(page.getByTestId('users-select-page')).toBeChecked();

  // Cancelling changes nothing.
  await page.getByTestId('users-bulk-deactivate').click();
  const confirm = page.getByTestId('active-confirm');
  await expect(confirm).toContainText('Deactivate 2 selected users?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows.filter({ hasText: 'Inactive' })).toHaveCount(0);

  await page.getByTestId('users-bulk-deactivate').click();
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('users-feedback-saved')).toHaveText(
    '2 users updated. 0 open applications handed over.',
  );
  await expect(rows.filter({ hasText: 'Inactive' })).toHaveCount(2);
  await expect(page.getByTestId('users-bulk')).toHaveCount(0);

  // Deactivated clients can no longer sign in.
  const refused = await request.post('/api/login/', {
    data: { email: clients[0]!.email, password: PASSWORD },
  });
  expect(refused.status()).not.toBe(200);
});

for (const language of ['ar', 'en'] as const) {
  test(`the users screen with the create dialog open passes axe in ${language}`, async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/users', language);
    await expect(page.getByTestId('users-row').first()).toBeVisible();
    await page.getByTestId('users-invite').click();
    await expect(page.getByTestId('user-create')).toBeVisible();
    await expectNoSeriousViolations(page, `users with the create dialog in ${language}`);
  });

  test(`the invitation page passes axe and refuses an unknown link in ${language}`, async ({
    page,
  }) => {
    await openIn(page, '/accept-invitation/not-a-real-token', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ar'
        ? 'مرحبًا بك في متابعة — اختر كلمة المرور'
        : 'Welcome to Mutabaa — choose your password',
    );
    await expectNoSeriousViolations(page, `accept invitation in ${language}`);
    // An unknown link says so, with the API's words, and where to turn.
    await page.getByTestId('invitation-password').fill(PASSWORD);
    await page.getByTestId('invitation-confirm').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('invitation-danger')).toBeVisible();
    await expectNoSeriousViolations(page, `refused invitation in ${language}`);
  });
}
