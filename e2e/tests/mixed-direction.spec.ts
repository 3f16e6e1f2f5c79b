import { expect, signInAs, test } from '../support/fixtures';
import { assignedApplication, uploadFile } from '../support/application-api';

const SHOTS = 'test-results/mixed-direction';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The element's nearest ancestor-or-self that isolates its direction: a <bdi> or an element
 * with dir="auto"; null when the typed text is laid out with the text around it.
 */
const isolatingTag = (element: Element) => {
  const host = element.closest('bdi, [dir="auto"]');
  return host ? host.tagName.toLowerCase() : null;
};

test('typed values keep their order inside Arabic screens', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  // A Latin word first: laid out with the Arabic page around it, "Emma Clarke" would end up at
  // the far side of the Arabic words.
  const title = `Emma Clarke renewal طلب تجديد ${stamp}`;
  const { editor, created } = await assignedApplication(request, title);
  const fileName = `Emma-Clarke-${stamp}.txt`;
  await uploadFile(request, editor, created.id, {
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('renewal'),
  });

  // The list: the title, the reference and the client are each isolated in their cells.
  await signInAs(page, 'editor', `/transactions?search=${stamp}`, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByTestId('application-row').filter({ hasText: created.reference_number });
  await expect(row).toHaveCount(1);
  const listTitle = row.getByText(title, { exact: true });
  await expect(listTitle).toBeVisible();
  expect(await listTitle.evaluate(isolatingTag)).toBe('bdi');
  const reference = row.getByText(created.reference_number, { exact: true });
  expect(await reference.evaluate(isolatingTag)).toBe('bdi');

  // The detail: the heading takes its direction from the title itself.
  await page.goto(`/transactions/${created.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toHaveAttribute('dir', 'auto');
  // An isolated heading starting with a Latin word resolves to left to right on its own.
  expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
  // It lines up with the Arabic page all the same, wrapped on a narrow screen too.
  await expect(heading).toHaveCSS('text-align', 'right');
  const summaryTitle = page.getByTestId('detail-summary').getByText(title, { exact: true });
  expect(await summaryTitle.evaluate(isolatingTag)).toBe('bdi');

  // The history: the actor's name is in a <bdi>, and the file name set inside the translated
  // sentence "أضاف الملف …" is wrapped in U+2068 … U+2069.
  const fileEntry = page.getByTestId('history-entry').filter({ hasText: fileName });
  await expect(fileEntry).toHaveCount(1);
  await expect(fileEntry).toContainText(`أضاف الملف ${FSI}${fileName}${PDI}`);
  const actor = fileEntry.locator('bdi').first();
  await expect(actor).toHaveText(editor.user.full_name || editor.user.email);

  // The attachment's name is isolated where it is listed.
  const attachment = page.getByText(fileName, { exact: true }).first();
  expect(await attachment.evaluate(isolatingTag)).not.toBeNull();

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Loaded afresh at this width, so the sidebar is laid out for it rather than mid-change.
    await page.reload();
    await expect(heading).toHaveText(title);
    await page.screenshot({ path: `${SHOTS}/detail-ar-${width}.png`, fullPage: true });
  }
});
