import { expect, signInAs, test } from '../support/fixtures';
import { adminToken } from '../support/branding';

test.describe.configure({ mode: 'serial' });

test('the admin changes a field flag and it survives a reload', async ({ page, request }) => {
  await signInAs(page, 'admin', '/settings?tab=form', 'en');
  const row = page.getByTestId('field-row-department');
  const required = row.locator('input[name="is_required"]');
  const was = await required.isChecked();
  await required.click();
  await expect(required).toBeChecked({ checked: !was });
  await page.reload();
  await expect(
    page.getByTestId('field-row-department').locator('input[name="is_required"]'),
  ).toBeChecked({
    checked: !was,
  });
  // The server holds it too.
  const token = await adminToken(request);
  const fields = await (
    await request.get('/api/transactions/form-config/fields/', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const list = Array.isArray(fields) ? fields : fields.results;
  expect(list.find((f: { field_name: string }) => f.field_name === 'department').is_required).toBe(
    !was,
  );
  // Put it back.
  await page.getByTestId('field-row-department').locator('input[name="is_required"]').click();
  await expect(
    page.getByTestId('field-row-department').locator('input[name="is_required"]'),
  ).toBeChecked({
    checked: was,
  });
});

test('the admin edits the labels of a priority and they survive a reload', async ({ page }) => {
  await signInAs(page, 'admin', '/settings?tab=form', 'ar');
  const section = page.getByTestId('options-priorities');
  const row = section.getByTestId('option-row-high');
  await row.getByTestId('option-edit').click();
  const dialog = page.getByRole('dialog');
  const labelAr = dialog.locator('input[name="label_ar"]');
  const original = await labelAr.inputValue();
  await labelAr.fill('عالية جدًا');
  await dialog.getByTestId('option-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('عالية جدًا');
  await page.reload();
  await expect(page.getByTestId('options-priorities').getByTestId('option-row-high')).toContainText(
    'عالية جدًا',
  );
  // Put it back.
  await page
    .getByTestId('options-priorities')
    .getByTestId('option-row-high')
    .getByTestId('option-edit')
    .click();
  await page.getByRole('dialog').locator('input[name="label_ar"]').fill(original);
  await page.getByRole('dialog').getByTestId('option-save').click();
  await expect(page.getByTestId('options-priorities').getByTestId('option-row-high')).toContainText(
    original,
  );
});

test('the admin adds an application type with bilingual labels', async ({ page }) => {
  const value = `type_${Date.now() % 100000}`;
  await signInAs(page, 'admin', '/settings?tab=form', 'en');
  const section = page.getByTestId('options-application-types');
  await section.getByTestId('option-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="value"]').fill(value);
  await dialog.locator('input[name="label_en"]').fill('Building permit renewal');
  await dialog.locator('input[name="label_ar"]').fill('تجديد رخصة بناء');
  await dialog.locator('input[name="badge_color"]').fill('#0f766e');
  await dialog.getByTestId('option-save').click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(
    page.getByTestId('options-application-types').getByTestId(`option-row-${value}`),
  ).toContainText('Building permit renewal');
});

test('an option form with a missing label is refused in the language of the page', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/settings?tab=form', 'ar');
  await page.getByTestId('options-priorities').getByTestId('option-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="value"]').fill('critical');
  await dialog.getByTestId('option-save').click();
  await expect(dialog.locator('.invalid-feedback').first()).toBeVisible();
  await expect(dialog.locator('.invalid-feedback').first()).toContainText(/[\u0600-\u06FF]/);
});

test('the transition matrix changes who may move a status', async ({ page, request }) => {
  await signInAs(page, 'admin', '/settings?tab=form', 'en');
  const cell = page.locator('select[name="transition-on_hold-pending"]');
  await cell.selectOption('editor');
  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const body = await (
        await request.get('/api/transactions/form-config/status-transitions/', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json();
      const list = Array.isArray(body) ? body : body.results;
      return list.find(
        (t: { from_status: string; to_status: string }) =>
          t.from_status === 'on_hold' && t.to_status === 'pending',
      )?.min_role;
    })
    .toBe('editor');
  await page.reload();
  await expect(page.locator('select[name="transition-on_hold-pending"]')).toHaveValue('editor');
  await page.locator('select[name="transition-on_hold-pending"]').selectOption('');
  await page.reload();
  await expect(page.locator('select[name="transition-on_hold-pending"]')).toHaveValue('');
});
