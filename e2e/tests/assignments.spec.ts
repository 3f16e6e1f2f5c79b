import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEFAULT_PAGE_SIZE,
  type TApplication,
  type TApplicationDetail,
  type TManagedUser,
  type TWorkload,
} from '@mutabaa/shared';
import {
  apiSignIn,
  createApplication,
  firstTypeValue,
  type SignedIn,
} from '../support/application-api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

const headers = (who: SignedIn) => ({ Authorization: `Bearer ${who.token}` });

/** The number of unassigned open applications (the queue's length). */
async function queueLength(request: APIRequestContext, admin: SignedIn) {
  const response = await request.get('/api/transactions/?unassigned=true&open=true&page_size=1', {
    headers: headers(admin),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** A local calendar date `days` away from today, as YYYY-MM-DD. */
function dayFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new editor created by the admin, with a password (no invitation). */
async function newEditor(request: APIRequestContext, admin: SignedIn): Promise<TManagedUser> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post('/api/users/', {
    headers: headers(admin),
    data: {
      email: `queue.editor.${stamp}@example.com`,
      first_name: 'Queue',
      last_name: `Editor ${stamp}`,
      role: 'editor',
      password: 'Queue#Editor2026',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TManagedUser;
}

/** The workload board's open count of one editor, as shown. */
async function shownOpenCount(page: Page, editorId: number) {
  await page.getByTestId('assignments-tab-workload').click();
  const cell = page
    .locator(`[data-testid="workload-row"][data-id="${editorId}"]`)
    .getByTestId('workload-open');
  await expect(cell).toBeVisible();
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

test.describe('assignments', () => {
  test('the admin assigns three queued applications to an editor with a reason', async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request, 'admin');
    // An editor of this test alone: other tests assign to the demo editors meanwhile.
    const editor = { user: await newEditor(request, admin) };
    const client = await apiSignIn(request, 'client');
    // New applications of this type wait in the queue instead of being assigned on submission.
    const type = await firstTypeValue(request, admin);
    const rules = await request.put('/api/assignments/rules/', {
      headers: headers(admin),
      data: { rules: [{ transaction_type: type, mode: 'off' }] },
    });
    expect(rules.status(), await rules.text()).toBe(200);

    // The queue is oldest first: the three new ones are its last three, on one page (a filler
    // or two first when they would straddle a page break).
    let before = await queueLength(request, admin);
    const stamp = Date.now();
    for (let n = 0; before % DEFAULT_PAGE_SIZE > DEFAULT_PAGE_SIZE - 3; n += 1, before += 1) {
      await createApplication(request, admin, { title: `Queue filler ${stamp}-${n}`, client });
    }
    const created: TApplication[] = [];
    for (const n of [1, 2, 3]) {
      created.push(
        await createApplication(request, admin, { title: `Queued ${stamp}-${n}`, client }),
      );
    }
    const lastPage = Math.ceil((before + 3) / DEFAULT_PAGE_SIZE);

    await signInAs(page, 'admin', '/assignments?tab=workload', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignments');
    const openBefore = await shownOpenCount(page, editor.user.id);

    await page.goto(`/assignments?tab=queue&page=${lastPage}`);
    await expect(page.getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
    for (const application of created) {
      await page
        .getByRole('checkbox', { name: `Select application ${application.reference_number}` })
        .check();
    }
    await expect(page.getByTestId('queue-selected')).toHaveText('3 applications selected');
    await page.getByTestId('queue-assign').click();

    const dialog = page.getByTestId('assign-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('assign-target').selectOption(String(editor.user.id));
    await expect(dialog.getByTestId('assign-load')).toContainText('open');
    const reason = `Balancing the load ${stamp}`;
    await dialog.getByTestId('assign-reason').fill(reason);
    await expectNoSeriousViolations(page, 'assign dialog');
    await dialog.getByTestId('assign-submit').click();

    await expect(page.getByTestId('queue-feedback-saved')).toHaveText(
      `3 applications assigned to ${editor.user.full_name}.`,
    );
    await expect(dialog).toBeHidden();
    for (const application of created) {
      await expect(
        page.locator(`[data-testid="queue-row"][data-id="${application.id}"]`),
      ).toHaveCount(0);
    }
    await expect(page.getByTestId('queue-selected')).toHaveCount(0);

    expect(await shownOpenCount(page, editor.user.id)).toBe(openBefore + 3);

    await page.getByTestId('assignments-tab-history').click();
    await page.getByTestId('history-user').selectOption(String(editor.user.id));
    await page.getByTestId('history-apply').click();
    await expect(page).toHaveURL(new RegExp(`user=${editor.user.id}`));
    for (const application of created) {
      const row = page.getByTestId('history-row').filter({ hasText: application.reference_number });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('history-move')).toHaveText(
        new RegExp(`^Unassigned queue\\s*→\\s*to\\s*${editor.user.full_name}$`),
      );
      await expect(row.getByTestId('history-reason')).toHaveText(reason);
      await expect(row).toContainText(admin.user.full_name);
    }

    // The applications are the editor's now.
    const check = await request.get(`/api/transactions/${created[0]!.id}/`, {
      headers: headers(admin),
    });
    expect(((await check.json()) as TApplicationDetail).assigned_to?.id).toBe(editor.user.id);
  });

  test("the editor's assigned tasks put the overdue first and mark what is due soon", async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request, 'admin');
    const editor = await apiSignIn(request, 'editor');
    const client = await apiSignIn(request, 'client');
    const stamp = Date.now();
    const dueSoon = await createApplication(request, admin, {
      title: `Due tomorrow ${stamp}`,
      client,
      assignee: editor,
      due_date: dayFromToday(1),
    });
    // Far enough back to come before any other overdue application of the demo data.
    const overdue = await createApplication(request, admin, {
      title: `Overdue ${stamp}`,
      client,
      assignee: editor,
      due_date: '2001-01-02',
    });

    await signInAs(page, 'editor', '/assigned-tasks', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assigned Applications');
    const rows = page.getByTestId('application-row');
    // The oldest due date of all comes first, marked in colour and in words.
    await expect(rows.first()).toHaveAttribute('data-id', String(overdue.id));
    await expect(rows.first()).toHaveClass(/table-danger/);
    await expect(rows.first().getByTestId('urgency-overdue')).toHaveText('Overdue');
    // Rows are in due-date order: no overdue row after one that is not overdue.
    const classes = await rows.evaluateAll((list) => list.map((row) => row.className));
    const firstCalm = classes.findIndex((c) => !c.includes('table-danger'));
    if (firstCalm >= 0) {
      expect(classes.slice(firstCalm).some((c) => c.includes('table-danger'))).toBe(false);
    }

    // The demo editor has many overdue applications: the search narrows to the two new ones.
    await page.goto(`/assigned-tasks?search=${stamp}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-id', String(overdue.id));
    await expect(rows.nth(1)).toHaveAttribute('data-id', String(dueSoon.id));
    await expect(rows.nth(0)).toHaveClass(/table-danger/);
    await expect(rows.nth(1)).toHaveClass(/table-warning/);
    await expect(rows.nth(1).getByTestId('urgency-due_soon')).toHaveText('Due soon');
    await expect(rows.nth(1).getByTestId('urgency-overdue')).toHaveCount(0);
  });

  test('an editor marks themselves away and back; the workload and the picker show it', async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request, 'admin');
    const editor2 = await apiSignIn(request, 'editor2');
    const awayOf = async () => {
      const response = await request.get('/api/assignments/workload/', { headers: headers(admin) });
      const list = (await response.json()) as TWorkload[];
      return !list.find((load) => load.user.id === editor2.user.id)!.is_available;
    };

    await signInAs(page, 'editor2', '/settings', 'en');
    const toggle = page.getByRole('switch', { name: 'Available for new assignments' });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(page.getByTestId('availability-saved')).toHaveText('You are marked away.');
    expect(await awayOf()).toBe(true);

    // The admin sees it on the board and beside the name in the application form's picker.
    await signInAs(page, 'admin', '/assignments?tab=workload', 'en');
    const row = page.locator(`[data-testid="workload-row"][data-id="${editor2.user.id}"]`);
    await expect(row.getByTestId('workload-away')).toHaveText('Away');
    await page.goto('/transactions/create');
    const option = page.locator(`select option[value="${editor2.user.id}"]`);
    await expect(option).toContainText(/\d+ open · Away/);

    await signInAs(page, 'editor2', '/settings', 'en');
    // The switch shows the saved state (away) before it is turned back.
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page.getByTestId('availability-saved')).toHaveText(
      'You are available for new assignments.',
    );
    expect(await awayOf()).toBe(false);
  });

  for (const language of ['ar', 'en'] as const) {
    test(`every assignments tab and the assigned tasks pass axe in ${language}`, async ({
      page,
      request,
    }) => {
      // Five axe scans of full tables on a shared machine.
      test.setTimeout(120_000);
      const admin = await apiSignIn(request, 'admin');
      const workload = await request.get('/api/assignments/workload/', {
        headers: headers(admin),
      });
      expect(((await workload.json()) as TWorkload[]).length).toBeGreaterThan(0);

      await signInAs(page, 'admin', '/assignments', language);
      for (const tab of ['queue', 'workload', 'history', 'rules'] as const) {
        await page.getByTestId(`assignments-tab-${tab}`).click();
        await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
        await expect(page.locator('.spinner-border')).toHaveCount(0);
        await expectNoSeriousViolations(page, `assignments ${tab} in ${language}`);
      }

      // Signed out first: with the admin's session the sign-in page would send us elsewhere.
      await page.evaluate(() => localStorage.clear());
      await signInAs(page, 'editor', '/assigned-tasks', language);
      await expect(page).toHaveURL(/\/assigned-tasks/);
      await expect(page.getByTestId('application-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, `assigned tasks in ${language}`);
    });
  }
});
