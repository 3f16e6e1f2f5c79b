import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

const TITLES = { ar: 'إدارة المستخدمين', en: 'User Management' } as const;

for (const language of ['ar', 'en'] as const) {
  test.describe(`user management in ${language}`, () => {
    test('the admin lists, searches in any spelling, filters and sorts users', async ({ page }) => {
      await signInAs(page, 'admin', '/users', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[language]);
      const rows = page.getByTestId('users-row');
      // By the whole address, not a part that another address may contain.
      const rowOf = (email: string) =>
        rows.filter({ has: page.getByTestId('users-email').getByText(email, { exact: true }) });
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('users-showing')).toBeVisible();

      // The demo client is خالد العتيبي: found by a spelling with a different alef and no
      // diacritics, and the search lands in the address bar.
      await page.getByTestId('users-search').fill('خالِد');
      await page.getByTestId('users-search').press('Enter');
      await expect(page).toHaveURL(/search=/);
      // Retried until the searched page replaces the one shown meanwhile.
      await expect(rowOf('admin@example.com')).toHaveCount(0);
      await expect(rowOf('client@example.com')).toHaveCount(1);

      await page.getByTestId('users-search').fill('');
      await page.getByTestId('users-search').press('Enter');
      // The next filter builds on the list as shown: wait for the search to be gone.
      await expect(page).not.toHaveURL(/search=/);
      await page.getByTestId('users-role').selectOption('editor');
      await expect(page).toHaveURL(/role=editor/);
      await expect(rowOf('client@example.com')).toHaveCount(0);
      // Other tests add editors whose names sort first, so the demo editor is found by a search
      // that keeps the filter, not looked for on the first page.
      await page.getByTestId('users-search').fill('editor@example.com');
      await page.getByTestId('users-search').press('Enter');
      await expect(page).toHaveURL(/role=editor/);
      await expect(page).toHaveURL(/search=/);
      await expect(rowOf('editor@example.com')).toHaveCount(1);
      await page.getByTestId('users-search').fill('');
      await page.getByTestId('users-search').press('Enter');
      await expect(page).not.toHaveURL(/search=/);

      // Sorting by e-mail, then reversed: the header says which order it shows.
      await page.getByTestId('users-sort-email').click();
      await expect(page).toHaveURL(/ordering=email/);
      const header = page.locator('th', { has: page.getByTestId('users-sort-email') });
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      // The previous order stays on screen, marked busy, until the new one arrives.
      await expect(page.getByTestId('users-table')).toHaveAttribute('aria-busy', 'false');
      const ascending = await rows.getByTestId('users-email').allInnerTexts();
      expect(ascending).toEqual([...ascending].sort());
      await page.getByTestId('users-sort-email').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(rows.first().getByTestId('users-email')).toHaveText(
        [...ascending].sort().reverse()[0]!,
      );

      // Back returns to the previous order.
      await page.goBack();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expectNoSeriousViolations(page, `users in ${language}`);
    });
  });
}

test('a filter that matches nobody says so', async ({ page }) => {
  await signInAs(page, 'admin', '/users?search=nobody-at-all-here', 'en');
  await expect(page.getByTestId('users-empty')).toHaveText('No users match these filters.');
});

test('editors and clients have no user management', async ({ page }) => {
  await signInAs(page, 'editor', '/users', 'en');
  await expect(page.getByTestId('users-table')).toHaveCount(0);
});
