import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and elements of every serious or critical axe-core violation.
 * `exclude` leaves elements out: a frame sandboxed without scripts (a mail preview) must be,
 * since axe cannot run inside it and would wait on it until the test times out.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}
