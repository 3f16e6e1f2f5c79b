import type { APIRequestContext, Page } from '@playwright/test';
import type { Language, TImport } from '@mutabaa/shared';
import type { DemoRole } from '../support/accounts';
import { apiSignIn, createApplication, type SignedIn } from '../support/application-api';
import { expect, signInAs, test } from '../support/fixtures';

/**
 * On a phone every table reads as cards: the page never scrolls sideways, no table's box
 * scrolls sideways either, and no cell's text is cut. On a wide screen the tables stay tables.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

type Screen = {
  name: string;
  account: DemoRole;
  path: () => string;
  /** The tables (CSS selectors) the screen must show before it is measured. */
  tables: string[];
  /** What to do on the screen before measuring (open a part that holds a table). */
  prepare?: (page: Page) => Promise<void>;
};

const JOB_WAIT = { timeout: 45_000 };
let mappingImport = 0;
let problemsImport = 0;

/** A sheet with a long title and a row whose priority no list knows, for the problems table. */
const SHEET = [
  'العنوان,البريد الإلكتروني للعميل,القسم,الأولوية',
  `${'طلب ترخيص تجاري طويل العنوان جدا '.repeat(3)},client@example.com,E2E,عادية`,
  'Imported with an unknown priority,client@example.com,E2E,priority-nobody-has-configured-yet',
].join('\n');

async function uploadSheet(request: APIRequestContext, who: SignedIn) {
  const response = await request.post('/api/transactions/import/upload/', {
    headers: { Authorization: `Bearer ${who.token}` },
    multipart: {
      file: {
        name: 'طلبات-مستوردة-بأسماء-طويلة.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(SHEET),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TImport;
}

/** An import checked against its suggested mapping, so that it has problems to list. */
async function checkedImport(request: APIRequestContext, who: SignedIn) {
  const upload = await uploadSheet(request, who);
  const headers = { Authorization: `Bearer ${who.token}` };
  const mapping = upload.suggested_mapping;
  const check = await request.post(`/api/transactions/import/${upload.id}/check/`, {
    headers,
    data: { mapping, options: { status: 'draft', new_departments: true } },
  });
  expect(check.status(), await check.text()).toBeLessThan(300);
  await expect
    .poll(async () => {
      const current = await request.get(`/api/transactions/import/${upload.id}/`, { headers });
      return ((await current.json()) as TImport).status;
    }, JOB_WAIT)
    .not.toBe('checking');
  return upload.id;
}

const SCREENS: Screen[] = [
  {
    name: 'users',
    account: 'admin',
    path: () => '/users',
    tables: ['[data-testid="users-table"]'],
  },
  {
    name: 'applications',
    account: 'admin',
    path: () => '/transactions',
    tables: ['[data-testid="applications-table"]'],
  },
  {
    name: 'assigned tasks',
    account: 'editor',
    path: () => '/assigned-tasks',
    tables: ['[data-testid="applications-table"]'],
  },
  {
    name: 'dashboard',
    account: 'admin',
    path: () => '/dashboard',
    tables: ['[data-testid="recent-applications"]'],
  },
  {
    name: 'audit logs',
    account: 'admin',
    path: () => '/audit-logs',
    tables: ['[data-testid="audit-table"]'],
  },
  {
    name: 'audit entry',
    account: 'admin',
    path: () => '/audit-logs',
    tables: ['[data-testid="audit-table"]'],
    prepare: async (page) => {
      await page.getByTestId('audit-open').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'assignment queue',
    account: 'admin',
    path: () => '/assignments?tab=queue',
    tables: ['[data-testid="queue-table"]'],
  },
  {
    name: 'workload',
    account: 'admin',
    path: () => '/assignments?tab=workload',
    tables: ['[data-testid="workload-table"]'],
  },
  {
    name: 'assignment history',
    account: 'admin',
    path: () => '/assignments?tab=history',
    tables: ['[data-testid="history-table"]'],
  },
  {
    name: 'assignment rules',
    account: 'admin',
    path: () => '/assignments?tab=rules',
    tables: ['[data-testid="rules-table"]'],
  },
  {
    name: 'documents',
    account: 'client',
    path: () => '/documents',
    tables: ['[data-testid="documents-table"]'],
  },
  {
    name: 'document templates',
    account: 'admin',
    path: () => '/document-templates',
    tables: ['[data-testid="document-templates-table"]'],
  },
  {
    name: 'email templates',
    account: 'admin',
    path: () => '/email-templates',
    tables: ['[data-testid="templates-table"]'],
  },
  {
    name: 'form settings',
    account: 'admin',
    path: () => '/settings?tab=form',
    tables: [
      '[data-testid="fields-section"] table',
      '[data-testid="options-statuses"] table',
      '[data-testid="transition-matrix"] table',
    ],
  },
  {
    name: 'notification preferences',
    account: 'admin',
    path: () => '/notifications/preferences',
    tables: ['table.notification-preferences-table'],
  },
  {
    name: 'reports',
    account: 'admin',
    path: () => '/reports',
    tables: ['[data-testid="report-editors-rows"]'],
    prepare: async (page) => {
      // Each chart's table, as "show as table" shows it.
      for (const toggle of await page.locator('.report-toggle').all()) await toggle.click();
    },
  },
  {
    name: 'import mapping',
    account: 'editor',
    path: () => `/import-wizard?id=${mappingImport}`,
    tables: ['[data-testid="import-mapping"]', '[data-testid="import-past"] table'],
  },
  {
    name: 'import problems',
    account: 'editor',
    path: () => `/import-wizard?id=${problemsImport}`,
    tables: ['[data-testid="import-problems"]'],
  },
];

/** What is wider than its box on the page: the page itself, a table's box, or a cell's text. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    // A pixel of rounding is not a cut.
    const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    if (wider(root)) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    const describe = (element: Element) =>
      `${element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName}: ` +
      `"${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.closest('[aria-hidden="true"]') === null;
    };
    for (const box of Array.from(document.querySelectorAll('.table-responsive'))) {
      // The file's own rows keep their shape: that preview alone scrolls inside its frame.
      if (box.matches('[data-testid="import-sample"]') || !visible(box)) continue;
      if (wider(box))
        found.push(`table box ${describe(box)}: ${box.scrollWidth} > ${box.clientWidth}`);
    }
    for (const cell of Array.from(document.querySelectorAll('tbody td, tbody th'))) {
      if (cell.closest('[data-testid="import-sample"]') || !visible(cell)) continue;
      const box = cell.getBoundingClientRect();
      if (wider(cell))
        found.push(`cell ${describe(cell)}: ${cell.scrollWidth} > ${cell.clientWidth}`);
      else if (box.left < -1 || box.right > root.clientWidth + 1)
        found.push(
          `cell off screen ${describe(cell)}: ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      // A value that is cut inside its cell (a clipped or ellipsed line).
      for (const inner of Array.from(cell.querySelectorAll('a, span, bdi, code, time, div'))) {
        const style = getComputedStyle(inner);
        if (style.overflowX !== 'visible' && wider(inner) && visible(inner))
          found.push(`value ${describe(inner)}: ${inner.scrollWidth} > ${inner.clientWidth}`);
      }
    }
    return found;
  });
}

async function open(page: Page, screen: Screen, language: Language) {
  await signInAs(page, screen.account, screen.path(), language);
  for (const table of screen.tables) {
    await expect(page.locator(table).first()).toBeVisible();
  }
  await screen.prepare?.(page);
  // Fonts and late rows settle before measuring.
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('tables on a phone', () => {
  test.setTimeout(120_000);

  test.beforeAll(async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const editor = await apiSignIn(request, 'editor');
    const client = await apiSignIn(request, 'client');
    // Long words that cannot wrap: a title, and the widest value of each column.
    await createApplication(request, admin, {
      title: `ترخيص-تجاري-لمنشأة-صغيرة-في-المنطقة-الشرقية ${'Licence '.repeat(6)}`,
      client,
      assignee: editor,
    });
    mappingImport = (await uploadSheet(request, editor)).id;
    problemsImport = await checkedImport(request, editor);
  });

  for (const language of ['ar', 'en'] as const) {
    test(`at 375 px nothing scrolls sideways or is cut (${language})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await open(page, screen, language);
        const found = await overflows(page);
        // The first few of a screen say enough; the count says how many more.
        problems.push(...found.slice(0, 4).map((text) => `${screen.name}: ${text}`));
        if (found.length > 4) problems.push(`${screen.name}: and ${found.length - 4} more`);
      }
      expect(problems).toEqual([]);
    });

    test(`at 375 px the rows are cards, at 1440 px a table (${language})`, async ({ page }) => {
      for (const screen of SCREENS.filter((s) => ['users', 'applications'].includes(s.name))) {
        await page.setViewportSize(PHONE);
        await open(page, screen, language);
        const table = page.locator(screen.tables[0]!);
        // The column names are read out but not shown: each card line names its column.
        const header = table.locator('thead th:not(.card-head-keep)').first();
        // Hidden with its row group, or alone when a header cell stays in sight.
        const headerWidth = () =>
          header.evaluate(
            (th) =>
              (th.closest('thead:not(:has(.card-head-keep))') ?? th).getBoundingClientRect().width,
          );
        expect(await headerWidth()).toBeLessThanOrEqual(1);
        await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'block');
        await page.setViewportSize(DESKTOP);
        await expect(header).toBeInViewport();
        expect(await headerWidth()).toBeGreaterThan(1);
        await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'table-row');
      }
    });
  }
});
