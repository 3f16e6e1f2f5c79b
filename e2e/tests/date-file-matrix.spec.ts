import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { hijriMonthName, type Language } from '@mutabaa/shared';
import { expect, signInAs, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { apiSignIn, assignedApplication } from '../support/application-api';
import { PROTECTED_ROUTES, allowed } from '../support/routes';
import type { DemoRole } from '../support/accounts';

/*
 * Every screen with a date or a file input, in Arabic and English, at 375 and 1440 px, with the
 * reader's calendar Gregorian, Hijri and both: no control or text of the browser's own, the
 * picker's grid in the reader's calendar and language, no serious axe finding with the picker
 * open or the drop zone in view, and (E2E_SCREENSHOTS=1) a screenshot of each in
 * test-results/date-file-matrix.
 */

type Calendar = 'gregorian' | 'hijri' | 'both';
type Account = 'admin' | 'editor' | 'client';

type Screen = {
  name: string;
  account: Account;
  /** The address, or how to make one (an application to open or edit). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** A date input on the screen (its test id): its button opens the picker. */
  date?: string;
  /** The button that shows a folded filter panel holding the date input. */
  unfold?: string;
  /** A file drop zone on the screen (the test id of its file input). */
  drop?: string;
  /** The screen shows dates of its own (in the reader's calendar). */
  showsDates?: boolean;
};

const application = async (request: APIRequestContext, suffix = '') => {
  const { created } = await assignedApplication(request, `Matrix ${Date.now()}`);
  return `/transactions/${created.id}${suffix}`;
};

const SCREENS: Screen[] = [
  {
    name: 'applications-list',
    account: 'admin',
    path: '/transactions',
    date: 'filter-created_at_after',
    unfold: 'filters-toggle',
    showsDates: true,
  },
  {
    name: 'assigned-tasks',
    account: 'editor',
    path: '/assigned-tasks',
    date: 'filter-due_date_after',
    unfold: 'filters-toggle',
  },
  { name: 'application-create', account: 'admin', path: '/transactions/create', date: 'due-date' },
  {
    name: 'application-edit',
    account: 'admin',
    path: (request) => application(request, '/edit'),
    date: 'due-date',
  },
  { name: 'client-application', account: 'client', path: '/applications/new', date: 'due-date' },
  {
    name: 'application-detail',
    account: 'editor',
    path: (request) => application(request),
    drop: 'attachment-file',
    showsDates: true,
  },
  {
    name: 'notifications',
    account: 'admin',
    path: '/notifications',
    date: 'notification-filter-from',
  },
  { name: 'reports', account: 'admin', path: '/reports', date: 'report-from' },
  {
    name: 'assignments-history',
    account: 'admin',
    path: '/assignments?tab=history',
    date: 'history-from',
  },
  {
    name: 'audit-logs',
    account: 'admin',
    path: '/audit-logs',
    date: 'audit-filter-from',
    unfold: 'audit-filters-toggle',
    showsDates: true,
  },
  { name: 'branding-logo', account: 'admin', path: '/settings?tab=branding', drop: 'logo-file' },
  { name: 'imports', account: 'admin', path: '/import-wizard', drop: 'import-file' },
];

/** Screens holding neither input, looked at once to keep the list above whole. */
const OTHER_SCREENS = [
  ...PROTECTED_ROUTES.filter(({ path }) => !/\/\d+(\/|$)/.test(path)).map(({ path }) => path),
  '/settings?tab=form',
  '/assignments?tab=queue',
  '/assignments?tab=workload',
  '/assignments?tab=rules',
].filter((path) => !SCREENS.some((screen) => screen.path === path));

const CALENDARS: Calendar[] = ['gregorian', 'hijri', 'both'];
const WIDTHS = [1440, 375] as const;
const SHOTS = 'test-results/date-file-matrix';
// The pictures are for a person to look at: taken when asked (E2E_SCREENSHOTS=1), since they
// take half the spec's time and CI has nobody looking.
const shoot = process.env.E2E_SCREENSHOTS === '1';

/** Texts a browser writes for its own date or file control (Chromium, Firefox, Safari). */
const BROWSER_TEXTS = [
  'mm/dd/yyyy',
  'dd/mm/yyyy',
  'yyyy',
  '--/--/----',
  'Choose File',
  'Choose Files',
  'No files chosen',
  'No file selected',
  'no file selected',
  'Browse…',
  'اختيار ملف',
  'اختيار الملفات',
  'لم يتم اختيار',
  'لم يتم تحديد',
  'مم/يي/سسسس',
];

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const arab = (text: string) => text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!);

/** The digits of the reader: Arabic-Indic in Arabic with a Hijri or both calendar. */
const digitsOf = (language: Language, calendar: Calendar) =>
  language === 'ar' && calendar !== 'gregorian' ? 'arab' : null;

function utcOf(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, 12);
}

/** "March 2026" / "مارس 2026", from Intl as every browser has it. */
function gregorianMonth(day: string, language: Language) {
  const month = new Intl.DateTimeFormat(`${language}-u-ca-gregory-nu-latn`, {
    month: 'long',
    timeZone: 'UTC',
  }).format(utcOf(day));
  return { name: month, title: `${month} ${day.slice(0, 4)}` };
}

/** The Umm al-Qura month of a day, from Node's Intl (apart from the app's tables). */
function hijriMonth(day: string, language: Language) {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(utcOf(day));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const name = hijriMonthName(value('month'), language);
  return { name, title: `${name} ${value('year')} ${language === 'ar' ? 'هـ' : 'AH'}` };
}

/** No date or file control drawn by the browser, and none of its texts. */
async function expectNoBrowserControls(page: Page, language: Language) {
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
  await expect(page.locator('input[type="month"], input[type="week"]')).toHaveCount(0);
  // A file input is only the drop zone's hidden carrier of the chooser: out of the tab order,
  // out of the accessibility tree, and taking no room.
  const files = await page.locator('input[type="file"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const box = input.getBoundingClientRect();
      return {
        inZone: input.closest('.file-drop') !== null,
        hidden: input.getAttribute('aria-hidden') === 'true',
        tabIndex: (input as HTMLInputElement).tabIndex,
        tiny: box.width <= 1 && box.height <= 1,
      };
    }),
  );
  for (const file of files)
    expect(file).toEqual({ inZone: true, hidden: true, tabIndex: -1, tiny: true });
  const text = await page.locator('body').innerText();
  for (const browser of BROWSER_TEXTS) expect(text, `page text: ${browser}`).not.toContain(browser);
  // Chromium's "No file chosen" is the app's own English text too, under each drop zone only.
  const own = await page.locator('.file-drop-chosen').allInnerTexts();
  expect(text.split('No file chosen').length).toBe(own.join('\n').split('No file chosen').length);
  // The date inputs' hints are the app's: day first, and Arabic in Arabic.
  const placeholders = await page
    .locator('.date-input input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
  for (const placeholder of placeholders) {
    expect(placeholder).not.toMatch(/mm\/dd/i);
    if (language === 'ar') expect(placeholder).not.toMatch(/[A-Za-z]/);
  }
}

/** The picker's grid is in the reader's calendar, language and digits. */
async function expectCalendar(dialog: Locator, language: Language, calendar: Calendar) {
  await expect(dialog.getByRole('grid')).toBeVisible();
  const focused = await dialog.locator('td[tabindex="0"]').getAttribute('data-date');
  expect(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const heading = dialog.getByRole('heading');
  const [main, other] = await heading.evaluate((h) => [
    Array.from(h.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim(),
    h.querySelector('span')?.textContent ?? null,
  ]);
  const digits = (text: string) => (digitsOf(language, calendar) === 'arab' ? arab(text) : text);
  const gregorian = gregorianMonth(focused!, language);
  const hijri = hijriMonth(focused!, language);
  const era = language === 'ar' ? 'هـ' : 'AH';
  const others = dialog.locator('.date-picker-other');
  const equivalent = dialog.locator('.date-picker-equivalent');
  if (calendar === 'gregorian') {
    expect(main).toBe(gregorian.title);
    expect(other).toBeNull();
    await expect(others).toHaveCount(0);
    await expect(equivalent).toHaveCount(0);
    expect(await dialog.innerText()).not.toContain(era);
  } else if (calendar === 'hijri') {
    // A Hijri month, each day with its Gregorian day under it.
    expect(main).toBe(digits(hijri.title));
    expect(other).toContain(gregorian.name);
    expect(await others.count()).toBeGreaterThanOrEqual(29);
    await expect(equivalent).toBeVisible();
  } else {
    // A Gregorian month, each day with its Hijri day under it, the Hijri months named.
    expect(main).toBe(digits(gregorian.title));
    expect(other).toContain(hijri.name);
    expect(other).toContain(era);
    expect(await others.count()).toBeGreaterThanOrEqual(28);
    await expect(equivalent).toBeVisible();
  }
  const text = await dialog.innerText();
  if (language === 'ar') expect(text).not.toMatch(/[A-Za-z]/);
  else expect(text).not.toMatch(/[\u0600-\u06ff]/);
  if (digitsOf(language, calendar) === 'arab') expect(text).not.toMatch(/[0-9]/);
  else expect(text).not.toMatch(/[٠-٩]/);
}

/** Waits for the layout's animations (the menu sliding at a breakpoint; not a spinner's). */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/**
 * Checks the screen at both widths. Axe looks at the picker (open, with its input) and at the
 * drop zone, at 1440 px: a scan of the whole page takes seconds, and a11y.spec.ts scans the
 * pages. The Gregorian picker holds nothing the "both" one lacks, and the drop zone is the same
 * in every calendar: each is scanned once.
 */
async function checkScreen(page: Page, screen: Screen, language: Language, calendar: Calendar) {
  const date = screen.date ? page.getByTestId(screen.date) : null;
  const drop = screen.drop ? page.getByTestId(`${screen.drop}-zone`) : null;
  await expect((date ?? drop)!).toBeAttached({ timeout: 15_000 });
  if (screen.showsDates && calendar !== 'gregorian') {
    await expect(page.locator('main')).toContainText(language === 'ar' ? 'هـ' : 'AH');
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await settle(page);
    const shot = `${SHOTS}/${screen.name}-${language}-${calendar}-${width}.png`;
    if (date) {
      if (screen.unfold && !(await date.isVisible())) await page.getByTestId(screen.unfold).click();
      await expect(date).toBeVisible();
      await expectNoBrowserControls(page, language);
      await page.getByTestId(`${screen.date}-button`).click();
      const dialog = page.getByTestId('date-picker-dialog');
      await expect(dialog).toBeVisible();
      await expectCalendar(dialog, language, calendar);
      await expectNoBrowserControls(page, language);
      await dialog.scrollIntoViewIfNeeded();
      if (width === 1440 && calendar !== 'gregorian') {
        await expectNoSeriousViolations(page, `${screen.name} picker (${language}, ${calendar})`, {
          include: ['.date-input:has([data-testid="date-picker-dialog"])'],
        });
      }
      if (shoot) await page.screenshot({ path: shot });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    if (drop) {
      await page.getByTestId(`${screen.drop}-choose`).focus();
      await drop.scrollIntoViewIfNeeded();
      await expect(drop).toBeVisible();
      await expectNoBrowserControls(page, language);
      if (width === 1440 && calendar === 'gregorian') {
        await expectNoSeriousViolations(
          page,
          `${screen.name} drop zone (${language}, ${calendar})`,
          {
            include: [`.file-drop:has([data-testid="${screen.drop}-zone"])`],
          },
        );
      }
      if (shoot) await page.screenshot({ path: shot });
    }
  }
}

/** Sets the account's calendar and digits (null: the organisation's default). */
async function preferOf(request: APIRequestContext, account: Account) {
  const { token } = await apiSignIn(request, account);
  return async (calendar: Calendar | null, digits: 'arab' | null) => {
    const response = await request.patch('/api/profile/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { calendar, digits },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
}

for (const screen of SCREENS) {
  for (const language of ['ar', 'en'] as const) {
    test(`${screen.name} (${language}): no browser control, the reader's calendar`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const prefer = await preferOf(request, screen.account);
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(request);
      try {
        for (const calendar of CALENDARS) {
          await prefer(calendar, digitsOf(language, calendar));
          // Signed in afresh: the session carries the reader's calendar and digits.
          await signInAs(page, screen.account, path, language);
          await checkScreen(page, screen, language, calendar);
        }
      } finally {
        await prefer(null, null);
      }
    });
  }
}

test('no other screen holds a date or file input', async ({ page }) => {
  test.setTimeout(120_000);
  const roles: DemoRole[] = ['admin', 'editor', 'client'];
  for (const role of roles) {
    await signInAs(page, role, '/dashboard', 'en');
    for (const path of OTHER_SCREENS) {
      const route = PROTECTED_ROUTES.find((r) => r.path === path.split('?')[0]);
      if (route && !allowed(route.roles, role)) continue;
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 15_000 });
      const found = page.locator(
        '.date-input, .date-input-button, .file-drop, input[type="file"], input[type="date"], input[type="datetime-local"]',
      );
      await expect(found, `${path} as ${role}`).toHaveCount(0);
    }
  }
});
