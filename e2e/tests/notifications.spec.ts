import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test, type Account } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { createUser } from '../support/two-factor';
import { expectNoSeriousViolations } from '../support/axe';
import { apiSignIn, comment, createApplication, transition } from '../support/application-api';

// Announcements reach every user of a role, so these tests take turns.
test.describe.configure({ mode: 'serial' });

async function tokenOf(request: APIRequestContext, account: Account) {
  const data = typeof account === 'string' ? ACCOUNTS[account] : account;
  const response = await request.post('/api/login/', { data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function announce(request: APIRequestContext, role: string, title: string) {
  const admin = await tokenOf(request, 'admin');
  const response = await request.post('/api/notifications/announcements/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      role,
      title_en: title,
      title_ar: `${title} (ar)`,
      message_en: 'Body',
      message_ar: 'نص',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A new editor, reading `language`: the demo editors are the assignees of overdue demo
 * applications, and the hourly due reminders may reach them in the middle of a test.
 */
async function freshEditor(request: APIRequestContext, language: 'ar' | 'en') {
  const { email, password } = await createUser(request, 'editor', language);
  return { email, password };
}

/** The admin, and the second editor and client, whose notifications these tests follow. */
async function secondPair(request: APIRequestContext) {
  return {
    admin: await apiSignIn(request, 'admin'),
    editor2: await apiSignIn(request, 'editor2'),
    client2: await apiSignIn(request, 'client2'),
  };
}

async function unreadOf(request: APIRequestContext, account: Account) {
  const token = await tokenOf(request, account);
  const response = await request.get('/api/notifications/notifications/unread_count/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { count: number }).count;
}

test('a notification sent while the page is open reaches the bell without a reload', async ({
  page,
  request,
}) => {
  const editor = await freshEditor(request, 'en');
  await signInAs(page, editor, '/dashboard', 'en');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await unreadOf(request, editor);
  // The stream is open once the page has its first count.
  await page.waitForTimeout(1000);
  await announce(request, 'editor', 'Live bell test');
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));

  await bell.click();
  const first = page.getByTestId('notification-item').first();
  await expect(first.getByTestId('notification-title')).toContainText('Live bell test');
  await expect(first.getByTestId('notification-time')).toHaveText('just now');
  await expect(first.getByTestId('notification-unread')).toBeAttached();
  await expect(first).toHaveAttribute('href', '/notifications');
  await expect(page.getByTestId('notification-view-all')).toHaveAttribute('href', '/notifications');

  for (let i = 0; i < 5; i += 1) await announce(request, 'editor', `Bell limit ${i}`);
  await expect(first.getByTestId('notification-title')).toContainText('Bell limit 4');
  await expect(page.getByTestId('notification-item')).toHaveCount(5);
  const list = page.getByTestId('notification-dropdown-list');
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');

  await page.getByTestId('notification-mark-all').click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  expect(await unreadOf(request, editor)).toBe(0);
});

test('the centre groups, filters by tab, marks read and clears, in Arabic and English', async ({
  page,
  request,
}) => {
  await announce(request, 'client', 'Centre test');
  await signInAs(page, 'client2', '/notifications', 'ar');
  const today = page.getByTestId('notification-group-today');
  await expect(today.locator('h2')).toHaveText('اليوم');
  await expect(today.getByText(/Centre test/).first()).toBeVisible();
  // The demo applications' notifications fill older groups: those shown keep the §4 order,
  // each with its Arabic heading and at least one notification.
  const groups = page.locator('[data-testid^="notification-group-"]');
  expect(await groups.count()).toBeGreaterThan(1);
  const order = ['today', 'yesterday', 'this_week', 'older'];
  const labels = { today: 'اليوم', yesterday: 'أمس', this_week: 'هذا الأسبوع', older: 'أقدم' };
  const shown = (await groups.evaluateAll((els) => els.map((el) => el.dataset.testid!))).map((id) =>
    id.replace('notification-group-', ''),
  ) as (keyof typeof labels)[];
  expect([...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(shown);
  for (const group of shown) {
    const section = page.getByTestId(`notification-group-${group}`);
    await expect(section.locator('h2')).toHaveText(labels[group]);
    expect(await section.getByTestId('notification-row').count()).toBeGreaterThan(0);
  }

  await page.getByTestId('notifications-tab-system').click();
  await expect(page.getByTestId('notification-row').first()).toBeVisible();
  await page.getByTestId('notifications-tab-users').click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('لا توجد إشعارات');

  await page.getByTestId('language-toggle').click();
  await page.getByTestId('notifications-tab-all').click();
  await expect(page.getByTestId('notification-group-today').locator('h2')).toHaveText('Today');

  const unread = Number(await page.getByTestId('stat-unread').textContent());
  expect(unread).toBeGreaterThan(0);
  await page.getByTestId('notification-mark-read').first().click();
  await expect(page.getByTestId('stat-unread')).toHaveText(String(unread - 1));

  await page.getByTestId('notifications-clear-all').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText('0');
});

test('an event switched off in the preferences creates no notification', async ({
  page,
  request,
}) => {
  await signInAs(page, 'client', '/notifications/preferences', 'en');
  const inApp = page.getByTestId('preference-announcement-in_app');
  // A client is offered only the events that can reach a client.
  await expect(page.getByTestId('preferences-form').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('preference-status_change')).toBeVisible();
  await expect(page.getByTestId('preference-assignment')).toHaveCount(0);
  await expect(page.getByTestId('preference-registration')).toHaveCount(0);
  await inApp.uncheck();
  await page.getByTestId('preferences-save').click();
  await expect(page.getByTestId('preferences-saved')).toBeVisible();
  await page.reload();
  await expect(inApp).not.toBeChecked();

  const client = await unreadOf(request, 'client');
  const client2 = await unreadOf(request, 'client2');
  await announce(request, 'client', 'Muted test');
  expect(await unreadOf(request, 'client2')).toBe(client2 + 1);
  expect(await unreadOf(request, 'client')).toBe(client);

  await inApp.check();
  await page.getByTestId('preferences-save').click();
  await expect(page.getByTestId('preferences-saved')).toBeVisible();
});

test('an assignment reaches the assignee’s open page at once, in the assignee’s language', async ({
  page,
  request,
}) => {
  const { admin, client2 } = await secondPair(request);
  // The editor reads Arabic; the page is in English: the notification keeps the recipient's
  // language.
  const editor = await freshEditor(request, 'ar');
  const assignee = await apiSignIn(request, editor);
  await signInAs(page, editor, '/dashboard', 'en');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  const before = await unreadOf(request, editor);
  await page.waitForTimeout(1000);

  const created = await createApplication(request, admin, {
    title: 'Live assignment',
    client: client2,
    assignee,
  });
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));
  await page.getByTestId('notification-bell').click();
  const first = page.getByTestId('notification-item').first();
  await expect(first.getByTestId('notification-title').locator('bdi')).toHaveText(
    `أُسند إليك الطلب ${created.reference_number}`,
  );
  await expect(first).toHaveAttribute('href', `/transactions/${created.id}`);
});

test('a client with the page open is told of a status change and a comment', async ({
  page,
  request,
}) => {
  const { admin, editor2, client2 } = await secondPair(request);
  const created = await createApplication(request, admin, {
    title: 'Followed by its client',
    client: client2,
    assignee: editor2,
  });
  // client2 reads English; the page is in Arabic.
  await signInAs(page, 'client2', '/dashboard', 'ar');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await page.waitForTimeout(1000);
  const before = await unreadOf(request, 'client2');

  await transition(request, editor2, created.id, 'under_review', 'Looking at it');
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));
  await comment(request, editor2, created.id, 'One more document, please');
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 2));
  // An internal comment is never told to the client.
  await comment(request, editor2, created.id, 'Staff only', true);

  await page.getByTestId('notification-bell').click();
  const items = page.getByTestId('notification-item');
  await expect(items.nth(0).getByTestId('notification-title').locator('bdi')).toHaveText(
    `New comment on application ${created.reference_number}`,
  );
  await expect(items.nth(1).getByTestId('notification-title').locator('bdi')).toHaveText(
    `Application ${created.reference_number}: status changed`,
  );
  expect(await unreadOf(request, 'client2')).toBe(before + 2);
});

/** `yyyy-mm-dd` of today plus `offset` days, in this machine's time zone (the browser's too). */
function localDay(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('the centre filters by type, state and days, kept in the address; a backwards range is refused', async ({
  page,
  request,
}) => {
  const { admin, editor2, client2 } = await secondPair(request);
  await announce(request, 'editor', 'Filter system note');
  const created = await createApplication(request, admin, {
    title: 'Filtered assignment',
    client: client2,
    assignee: editor2,
  });
  await signInAs(page, 'editor2', '/notifications', 'en');
  const rows = page.getByTestId('notification-row');
  const system = rows.filter({ hasText: 'Filter system note' });
  const assignment = rows.filter({ hasText: created.reference_number });
  await expect(system).toHaveCount(1);
  await expect(assignment).toHaveCount(1);

  await page.getByTestId('notification-filter-type').selectOption('application');
  await expect(page).toHaveURL(/[?&]type=application/);
  await expect(system).toHaveCount(0);
  await expect(assignment).toHaveCount(1);
  await expect(page.getByTestId('stat-by-type').locator('[data-kind=system] strong')).toHaveText(
    '0',
  );

  await assignment.getByTestId('notification-mark-read').click();
  await page.getByTestId('notification-filter-read').selectOption('unread');
  await expect(assignment).toHaveCount(0);
  await page.getByTestId('notification-filter-read').selectOption('read');
  await expect(assignment).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('notification-filter-type')).toHaveValue('application');
  await expect(page.getByTestId('notification-filter-read')).toHaveValue('read');
  await expect(assignment).toHaveCount(1);

  await page.getByTestId('notification-filters-clear').click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(system).toHaveCount(1);
  await page.getByTestId('notification-filter-from').fill(localDay(1));
  await expect(page.getByTestId('notifications-empty')).toHaveText(
    'No notifications match these filters.',
  );
  await page.getByTestId('notification-filter-from').fill(localDay(0));
  await expect(system).toHaveCount(1);

  // A range that runs backwards is refused and the list stays as it was.
  await page.getByTestId('notification-filter-to').fill(localDay(-1));
  const reversed = page.getByTestId('notification-filters').locator('.invalid-feedback');
  await expect(reversed).toHaveText('The start date must be on or before the end date.');
  await expect(page).not.toHaveURL(/to=/);
  await expect(system).toHaveCount(1);
  await page.getByTestId('language-toggle').click();
  await expect(reversed).toHaveText('يجب أن يكون تاريخ البداية في تاريخ النهاية أو قبله.');
  await expect(page.getByTestId('notification-filter-type')).toHaveAccessibleName('النوع');
});

for (const language of ['ar', 'en'] as const) {
  test(`no serious accessibility violations in the bell, the centre and the preferences (${language})`, async ({
    page,
    request,
  }) => {
    // Three axe scans of full pages: about 25 s on a quiet machine, more beside other work.
    test.setTimeout(90_000);
    await announce(request, 'editor', 'Accessibility note');
    await signInAs(page, 'editor', '/notifications', language);
    await expect(page.getByTestId('notification-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `centre (${language})`);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await expectNoSeriousViolations(page, `bell (${language})`);
    await page.goto('/notifications/preferences');
    await expect(page.getByTestId('preference-assignment')).toBeVisible();
    await expectNoSeriousViolations(page, `preferences (${language})`);
  });
}
