import type { FileChooser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';
import { assignedApplication } from '../support/application-api';

/**
 * Texts the browser shows or announces for a native file input (Chromium, Firefox, Safari; in
 * English and Arabic). The app's own English "No file chosen" is left out: it is the app's text.
 */
const BROWSER_TEXTS = [
  'Choose File',
  'Choose Files',
  'No file selected',
  'no file selected',
  'Browse…',
  'اختيار ملف',
  'لم يتم اختيار',
  'لم يتم تحديد',
];

const TEXTS = {
  ar: {
    label: 'إضافة ملف',
    choose: 'اختر ملفًا',
    chooseAnother: 'اختر ملفًا آخر',
    none: 'لم يُختر أي ملف',
    dragHere: 'اسحب ملفًا وأفلته هنا',
    dropNow: 'أفلت الملف لإضافته',
    remove: 'إزالة',
    badType: 'نوع هذا الملف غير مسموح به. استخدم ملف PDF أو صورة أو Word أو Excel أو نصًا أو CSV.',
  },
  en: {
    label: 'Add a file',
    choose: 'Choose a file',
    chooseAnother: 'Choose another file',
    none: 'No file chosen',
    dragHere: 'Drag a file here',
    dropNow: 'Release to add the file',
    remove: 'Remove',
    badType: 'This file type is not allowed. Use PDF, an image, Word, Excel, text or CSV.',
  },
} as const;

const SHOTS = 'test-results/drop-zone';

/** Tabs forward until `target` has the focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached by Tab');
}

/**
 * The file chooser that Enter on the focused `target` opens. A re-render that lands between
 * the focus and the key press (the page's queries settling) can take the key: the focus is
 * checked again and Enter pressed again, three times at most, each waiting 10 s.
 */
async function chooserByEnter(page: Page, target: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    await tabTo(page, target);
    try {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 10_000 }),
        page.keyboard.press('Enter'),
      ]);
      return chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A drag event carrying files, as a drag from the desktop sends it. */
async function dragFiles(zone: Locator, type: string, files: { name: string; type: string }[]) {
  const dataTransfer = await zone.page().evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([`content of ${f.name}`], f.name, f));
    return data;
  }, files);
  await zone.dispatchEvent(type, { dataTransfer });
}

/**
 * No text of the page or of the region's accessibility tree is the browser's own: the native
 * input is out of the tree (a file input in it is a button named by the browser), and takes no
 * room on the screen.
 */
async function expectNoBrowserText(page: Page, region: Locator, inputTestId: string) {
  const visible = await page.locator('body').innerText();
  const tree = await region.ariaSnapshot();
  for (const text of BROWSER_TEXTS) {
    expect(visible, `page text: ${text}`).not.toContain(text);
    expect(tree, `accessibility tree: ${text}`).not.toContain(text);
  }
  const input = page.getByTestId(inputTestId);
  await expect(input).toHaveAttribute('type', 'file');
  await expect(input).toHaveAttribute('aria-hidden', 'true');
  await expect(input).toHaveAttribute('tabindex', '-1');
  const box = await input.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(1);
  expect(box?.height ?? 0).toBeLessThanOrEqual(1);
  // Inside the zone: the prompt and the app's button, nothing else.
  const zone = page.getByTestId(`${inputTestId}-zone`);
  const prompt = await page.getByTestId(`${inputTestId}-prompt`).innerText();
  const choose = page.getByTestId(`${inputTestId}-choose`);
  const text = await choose.innerText();
  const name = await choose.evaluate((button) =>
    (button.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .join(' '),
  );
  expect(await zone.ariaSnapshot()).toBe(`- paragraph: ${prompt}\n- button "${name}": ${text}`);
}

async function shoot(page: Page, region: Locator, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await region.scrollIntoViewIfNeeded();
    // The layout's menu slides when the width crosses its breakpoint: let it settle.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const language of ['ar', 'en'] as const) {
  const text = TEXTS[language];

  test(`attachments: a file chosen by keyboard and one dropped (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { created } = await assignedApplication(request, `Drop ${language} ${Date.now()}`);
    await signInAs(page, 'editor', `/transactions/${created.id}`, language);
    await expect(page.getByTestId('attachments-empty')).toBeVisible();
    const form = page.getByTestId('attachment-upload');
    const zone = page.getByTestId('attachment-file-zone');
    const choose = page.getByTestId('attachment-file-choose');
    const chosen = page.getByTestId('attachment-file-chosen');

    // Empty: the app's own texts, and the button named by the field's label and its text.
    await expect(choose).toHaveAccessibleName(`${text.label} ${text.choose}`);
    await expect(form).toContainText(text.none);
    await expect(page.getByTestId('attachment-file-prompt')).toHaveText(text.dragHere);
    await expectNoBrowserText(page, form, 'attachment-file');
    await expectNoSeriousViolations(page, `drop zone empty (${language})`);
    await shoot(page, form, `attachment-${language}-empty`);

    // By keyboard: Tab reaches the button, its focus is visible, Enter opens the chooser.
    await page.locator('main h1').first().click();
    await tabTo(page, choose);
    // Buttons show their focus as a ring (a shadow), other controls as an outline.
    const ring = await choose.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(ring.outline !== 'none' || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
    const byEnter = await chooserByEnter(page, choose);
    await byEnter.setFiles({
      name: 'by-keyboard.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(1536, 0x61),
    });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('by-keyboard.txt');
    const size = await page.evaluate(
      (lang) =>
        new Intl.NumberFormat(lang, {
          style: 'unit',
          unit: 'kilobyte',
          unitDisplay: lang === 'ar' ? 'long' : 'short',
          maximumFractionDigits: 1,
        }).format(1.5),
      language,
    );
    await expect(chosen).toContainText(size);
    await expect(choose).toHaveAccessibleName(`${text.label} ${text.chooseAnother}`);
    await expect(choose).toHaveAccessibleDescription(new RegExp(`by-keyboard\\.txt ${size}`));
    await expectNoSeriousViolations(page, `drop zone with a file (${language})`);
    await shoot(page, form, `attachment-${language}-chosen`);

    // Remove by keyboard: the focus goes back to the chooser, and Space opens it.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('attachment-file-remove')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveCount(0);
    await expect(choose).toBeFocused();
    const [bySpace] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Space'),
    ]);
    await bySpace.setFiles({
      name: 'by-space.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('space'),
    });
    await expect(chosen).toContainText('by-space.txt');
    // And sent by keyboard.
    await tabTo(page, page.getByTestId('attachment-submit'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('attachment').filter({ hasText: 'by-space.txt' })).toBeVisible();
    await expect(chosen).toHaveCount(0);
    // The zone takes files again once the upload has finished.
    await expect(page.getByTestId('attachment-submit')).toBeEnabled();

    // A synthetic drag from the desktop: the drag-over state, then the dropped file.
    await dragFiles(zone, 'dragenter', [{ name: 'dropped.txt', type: 'text/plain' }]);
    await dragFiles(zone, 'dragover', [{ name: 'dropped.txt', type: 'text/plain' }]);
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    await expect(page.getByTestId('attachment-file-prompt')).toHaveText(text.dropNow);
    await expectNoSeriousViolations(page, `drop zone while dragging (${language})`);
    await shoot(page, form, `attachment-${language}-drag-over`);
    await dragFiles(zone, 'drop', [{ name: 'dropped.txt', type: 'text/plain' }]);
    await expect(zone).not.toHaveAttribute('data-dragging', 'true');
    await expect(chosen).toContainText('dropped.txt');
    await page.getByTestId('attachment-submit').click();
    await expect(page.getByTestId('attachment').filter({ hasText: 'dropped.txt' })).toBeVisible();
    await expect(page.getByTestId('attachment-submit')).toBeEnabled();

    // A dropped file of a refused type: the localised error at once, before any upload.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/attachments/')) uploads += 1;
    });
    await dragFiles(zone, 'drop', [{ name: 'tool.exe', type: 'application/octet-stream' }]);
    await expect(page.getByTestId('attachment-error')).toHaveText(text.badType);
    await expect(choose).toHaveAccessibleDescription(new RegExp(text.badType.slice(0, 20)));
    await page.getByTestId('attachment-submit').click();
    await expect(page.getByTestId('attachment-error')).toHaveText(text.badType);
    expect(uploads).toBe(0);
    await expectNoBrowserText(page, form, 'attachment-file');
    await expectNoSeriousViolations(page, `drop zone with an error (${language})`);
    await shoot(page, form, `attachment-${language}-error`);
  });

  test(`the logo and the import take files the same way (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin', '/settings?tab=branding', language);
    const logo = page.getByTestId('logo-section');
    await expect(page.getByTestId('logo-file-choose')).toBeVisible();
    await expectNoBrowserText(page, logo, 'logo-file');
    await expectNoSeriousViolations(page, `logo drop zone (${language})`);
    await shoot(page, logo, `logo-${language}-empty`);
    // A dropped file that is not an image is refused at once.
    await dragFiles(page.getByTestId('logo-file-zone'), 'drop', [
      { name: 'notes.txt', type: 'text/plain' },
    ]);
    await expect(page.getByTestId('logo-error')).toBeVisible();
    await expectNoSeriousViolations(page, `logo drop zone with an error (${language})`);
    await shoot(page, logo, `logo-${language}-error`);

    await page.goto('/import-wizard');
    const upload = page.getByTestId('import-upload');
    await expect(page.getByTestId('import-file-choose')).toBeVisible();
    await expectNoBrowserText(page, upload, 'import-file');
    await dragFiles(page.getByTestId('import-file-zone'), 'drop', [
      { name: 'applications.csv', type: 'text/csv' },
    ]);
    await expect(page.getByTestId('import-file-chosen')).toContainText('applications.csv');
    await expectNoSeriousViolations(page, `import drop zone (${language})`);
    await shoot(page, upload, `import-${language}-chosen`);
  });
}
