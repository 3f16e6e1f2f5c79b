import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and elements of every serious or critical axe-core violation.
 * `exclude` leaves elements out: a frame sandboxed without scripts (a mail preview) must be,
 * since axe cannot run inside it and would wait on it until the test times out. `include`
 * checks only the elements given (a control and what it opened) rather than the whole page.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { exclude = [], include = [] }: { exclude?: string[]; include?: string[] } = {},
): Promise<void> {
  // A dialog still fading in, or a button still changing colour after a click, has colours part
  // of the way: axe would measure the contrast of one frame of the transition. Wait for every
  // finite animation and transition (a spinner's runs forever) to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself. By default the builder runs axe in each frame and then merges
  // the results in a new blank tab, into which it loads axe again: the admin's pages in Arabic
  // took 110 s of CPU that way and 69 s this way. What the default adds is the scan of frames
  // from other origins, and the app has none.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}
