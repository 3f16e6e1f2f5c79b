import type { Language } from '@mutabaa/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAs, test } from '../support/fixtures';

// Some tests switch form fields on the server: one at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Application = {
  id: number;
  title: string;
  description: string;
  status: string;
  client: { id: number } | null;
  client_email: string;
  client_phone: string;
  assigned_to: { id: number } | null;
  tags: string[];
};
type UserOption = { id: number; full_name: string; email: string; phone_number: string };

const TEXTS = {
  en: {
    review: 'Review Transaction Details',
    summary: 'Application Summary',
    clear: 'Are you sure you want to clear all entered data? This action cannot be undone.',
    reset:
      'Are you sure you want to reset all changes? This will revert all fields to their original values.',
    required: 'This field is required.',
    phone:
      'Enter a phone number: at least 6 digits, with spaces, hyphens, brackets and a leading + if needed.',
  },
  ar: {
    review: 'مراجعة تفاصيل المعاملة',
    summary: 'ملخص الطلب',
    clear: 'هل أنت متأكد من رغبتك في مسح جميع البيانات المُدخلة؟ لا يمكن التراجع عن هذا الإجراء.',
    reset:
      'هل أنت متأكد من رغبتك في إعادة تعيين جميع التغييرات؟ سيؤدي ذلك إلى إرجاع جميع الحقول إلى قيمها الأصلية.',
    required: 'هذا الحقل مطلوب.',
    phone:
      'أدخل رقم هاتف: ستة أرقام على الأقل، ويجوز فيه المسافات والشرطات والأقواس وعلامة + في أوله.',
  },
} as const;

async function tokenOf(request: APIRequestContext, account: keyof typeof ACCOUNTS) {
  const response = await request.post('/api/login/', { data: ACCOUNTS[account] });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The one picker entry whose e-mail is `email`, as the API answers it. */
async function pickerUser(request: APIRequestContext, kind: 'clients' | 'editors', email: string) {
  const token = await tokenOf(request, 'admin');
  const page = await apiGet<{ results: UserOption[] }>(
    request,
    token,
    `/api/users/${kind}/?search=${encodeURIComponent(email)}`,
  );
  const user = page.results.find((u) => u.email === email);
  expect(user, email).toBeTruthy();
  return user!;
}

/** Sets a form field's flags as the admin; returns a function that puts the old ones back. */
async function setField(
  request: APIRequestContext,
  name: string,
  flags: { is_enabled?: boolean; is_required?: boolean },
) {
  const token = await tokenOf(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const body = await apiGet<unknown>(request, token, '/api/transactions/form-config/fields/');
  const list = (Array.isArray(body) ? body : (body as { results: unknown[] }).results) as {
    id: number;
    field_name: string;
    is_enabled: boolean;
    is_required: boolean;
  }[];
  const field = list.find((f) => f.field_name === name)!;
  const patch = (data: object) =>
    request.patch(`/api/transactions/form-config/fields/${field.id}/`, { data, headers });
  expect((await patch(flags)).status()).toBe(200);
  return async () => {
    const response = await patch({ is_enabled: field.is_enabled, is_required: field.is_required });
    expect(response.status()).toBe(200);
  };
}

const field = (page: Page, name: string) =>
  page.getByTestId('application-form').locator(`[name="${name}"]`);
const idFromUrl = (page: Page) =>
  Number(/(\d+)(?:\/edit)?$/.exec(new URL(page.url()).pathname)?.[1]);

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  const text = TEXTS[language];

  test(`admin creates for a client, reviews and submits (${language})`, async ({
    page,
    request,
  }) => {
    const client = await pickerUser(request, 'clients', ACCOUNTS.client.email);
    const editor = await pickerUser(request, 'editors', ACCOUNTS.editor.email);
    await signInAs(page, 'admin', '/transactions/create', language);
    const title = `Form ${language} ${Date.now()}`;

    await field(page, 'title').fill(title);
    await field(page, 'transaction_type').selectOption({ index: 1 });
    // The picker searches the server and fills the client's e-mail and phone.
    await page.getByTestId('client-picker').fill(ACCOUNTS.client.email.slice(0, 9));
    await page.getByTestId('client-option').filter({ hasText: client.email }).click();
    await expect(page.getByTestId('client-picker')).toHaveValue(new RegExp(client.full_name));
    await expect(field(page, 'client_email')).toHaveValue(client.email);
    await expect(field(page, 'client_phone')).toHaveValue(client.phone_number);
    // Still editable after the autofill.
    await field(page, 'client_phone').fill('+966511112222');
    await field(page, 'assigned_to').selectOption(String(editor.id));
    await field(page, 'tags').fill('tax, urgent');
    await expect(page.getByTestId('tag-chips')).toContainText('urgent');

    await page.getByTestId('submit').click();
    const review = page.getByTestId('review-step');
    await expect(review.getByRole('heading', { level: 2 })).toHaveText(text.review);
    await expect(review.getByRole('heading', { level: 3 })).toHaveText(text.summary);
    await expect(page.getByTestId('review-title')).toContainText(title);
    await expect(page.getByTestId('review-client')).toContainText(client.full_name);
    await expect(page.getByTestId('review-assigned_to')).toContainText(editor.full_name);
    await expect(page.getByTestId('application-form')).toBeHidden();
    await expectNoSeriousViolations(page, `review step (${language})`);

    // Back keeps what was typed.
    await review.getByRole('button').first().click();
    await expect(page.getByTestId('submit')).toBeFocused();
    await expect(field(page, 'title')).toHaveValue(title);
    await page.getByTestId('submit').click();
    await page.getByTestId('review-confirm').click();

    await expect(page).toHaveURL(/\/transactions\/\d+$/);
    const token = await tokenOf(request, 'admin');
    const saved = await apiGet<Application>(
      request,
      token,
      `/api/transactions/${idFromUrl(page)}/`,
    );
    expect(saved.title).toBe(title);
    expect(saved.status).toBe('submitted');
    expect(saved.client?.id).toBe(client.id);
    expect(saved.client_email).toBe(client.email);
    expect(saved.client_phone).toBe('+966511112222');
    expect(saved.assigned_to?.id).toBe(editor.id);
    expect(saved.tags).toEqual(['tax', 'urgent']);
  });

  test(`a client saves a draft, comes back and submits it (${language})`, async ({
    page,
    request,
  }) => {
    await signInAs(page, 'client', '/applications/new', language);
    // Their own contact details; no client or assignee to pick.
    await expect(field(page, 'client_email')).toHaveValue(ACCOUNTS.client.email);
    await expect(page.getByTestId('client-picker')).toHaveCount(0);
    await expect(field(page, 'assigned_to')).toHaveCount(0);
    await expectNoSeriousViolations(page, `/applications/new (${language})`);

    const title = `Draft ${language} ${Date.now()}`;
    await field(page, 'title').fill(title);
    await field(page, 'transaction_type').selectOption({ index: 1 });
    await page.getByTestId('save-draft').click();
    await expect(page).toHaveURL(/\/applications\/new\?draft=\d+$/);
    await expect(page.getByTestId('form-notice')).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get('draft'));
    const token = await tokenOf(request, 'client');
    expect((await apiGet<Application>(request, token, `/api/transactions/${id}/`)).status).toBe(
      'draft',
    );

    // Coming back by the draft's own page: it offers to continue editing.
    await page.goto(`/transactions/${id}`);
    await page.getByTestId('detail-continue-draft').click();
    await expect(page).toHaveURL(new RegExp(`/applications/new\\?draft=${id}$`));
    await expect(field(page, 'title')).toHaveValue(title);
    await field(page, 'description').fill('Added later');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('review-description')).toContainText('Added later');
    await page.getByTestId('review-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
    const saved = await apiGet<Application>(request, token, `/api/transactions/${id}/`);
    expect(saved.status).toBe('submitted');
    expect(saved.description).toBe('Added later');

    // A submitted application is no longer a draft to edit.
    await page.goto(`/applications/new?draft=${id}`);
    await expect(page.getByTestId('not-a-draft')).toBeVisible();
    await page.goto(`/transactions/${id}`);
    await expect(page.getByTestId('detail-status')).toBeVisible();
    await expect(page.getByTestId('detail-continue-draft')).toHaveCount(0);
  });

  test(`a required field blocks the submit with a localised message (${language})`, async ({
    page,
    request,
  }) => {
    const restore = await setField(request, 'department', { is_enabled: true, is_required: true });
    try {
      await signInAs(page, 'admin', '/transactions/create', language);
      await field(page, 'title').fill(`Required ${language}`);
      await field(page, 'transaction_type').selectOption({ index: 1 });
      // The client picker by keyboard alone.
      const picker = page.getByTestId('client-picker');
      await picker.fill(ACCOUNTS.client2.email);
      await expect(page.getByTestId('client-option')).toHaveCount(1);
      await picker.press('ArrowDown');
      await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
      await picker.press('Enter');
      await expect(field(page, 'client_email')).toHaveValue(ACCOUNTS.client2.email);
      await expect(page.getByTestId('review-step')).toHaveCount(0);
      await page.getByTestId('submit').click();
      const row = field(page, 'department').locator('xpath=..');
      await expect(row.getByTestId('field-error')).toHaveText(text.required);
      await expect(field(page, 'department')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'department')).toBeFocused();
      await expect(page.getByTestId('review-step')).toHaveCount(0);
    } finally {
      await restore();
    }
  });
  test(`a phone that is not a phone number is named on its field; one in other digits is sent in ASCII (${language})`, async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/transactions/create', language);
    await field(page, 'title').fill(`Phone ${language}`);
    await field(page, 'transaction_type').selectOption({ index: 1 });
    await page.getByTestId('client-picker').fill(ACCOUNTS.client2.email);
    await page.getByTestId('client-option').filter({ hasText: ACCOUNTS.client2.email }).click();
    await expect(field(page, 'client_email')).toHaveValue(ACCOUNTS.client2.email);
    // As the import template writes it: the formula guard is not part of a phone.
    await field(page, 'client_phone').fill("'+966500000000");
    await page.getByTestId('submit').click();
    const row = field(page, 'client_phone').locator('xpath=..');
    await expect(row.getByTestId('field-error')).toHaveText(text.phone);
    await expect(field(page, 'client_phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'client_phone')).toBeFocused();
    await expect(page.getByTestId('review-step')).toHaveCount(0);
    // Arabic-Indic (or Persian) digits are a phone number, and it leaves in ASCII digits.
    await field(page, 'client_phone').fill(
      language === 'ar' ? '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧' : '+۹۶۶ ۵۰ ۱۲۳ ۴۵۶۷',
    );
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('review-step')).toBeVisible();
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/transactions/',
    );
    await page.getByTestId('review-confirm').click();
    expect((await sent).postDataJSON()).toMatchObject({ client_phone: '+966 50 123 4567' });
    await expect(page).toHaveURL(/\/transactions\/\d+$/);
  });
}

test('the server’s 422 lands on the field and keeps what was typed', async ({ page, request }) => {
  await signInAs(page, 'admin', '/transactions/create', 'en');
  await field(page, 'title').fill('Server rule');
  await field(page, 'transaction_type').selectOption({ index: 1 });
  await page.getByTestId('client-picker').fill('client');
  await page.getByTestId('client-option').first().click();
  // The rule changes after the form loaded its configuration: only the server knows.
  const restore = await setField(request, 'department', { is_enabled: true, is_required: true });
  try {
    await page.getByTestId('submit').click();
    await page.getByTestId('review-confirm').click();
    await expect(page.getByTestId('application-form')).toBeVisible();
    const row = field(page, 'department').locator('xpath=..');
    await expect(row.getByTestId('field-error')).toHaveText('This field is required.');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(field(page, 'department')).toBeFocused();
    await expect(field(page, 'title')).toHaveValue('Server rule');
    await expect(page).toHaveURL(/\/transactions\/create$/);
  } finally {
    await restore();
  }
});

test('a disabled field is hidden', async ({ page, request }) => {
  const restore = await setField(request, 'project_id', { is_enabled: false });
  try {
    await signInAs(page, 'admin', '/transactions/create', 'en');
    await expect(field(page, 'title')).toBeVisible();
    await expect(field(page, 'project_id')).toHaveCount(0);
    await expect(page.getByText('Project ID', { exact: true })).toHaveCount(0);
  } finally {
    await restore();
  }
  await page.reload();
  await expect(field(page, 'project_id')).toBeVisible();
});

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  const text = TEXTS[language];

  test(`Clear Form and Reset Changes ask first and do what they say (${language})`, async ({
    page,
    request,
  }) => {
    await signInAs(page, 'admin', '/transactions/create', language);
    await expectNoSeriousViolations(page, `/transactions/create (${language})`);
    await field(page, 'title').fill('To be cleared');
    await field(page, 'department').fill('Finance');

    await page.getByTestId('clear-form').click();
    const clear = page.getByTestId('confirm-clear');
    await expect(clear.locator('.modal-body')).toHaveText(text.clear);
    // Cancel keeps everything.
    await clear.getByRole('button', { name: language === 'en' ? 'Cancel' : 'إلغاء' }).click();
    await expect(field(page, 'title')).toHaveValue('To be cleared');
    await page.getByTestId('clear-form').click();
    await page.getByTestId('confirm-clear').getByTestId('confirm-ok').click();
    await expect(field(page, 'title')).toHaveValue('');
    await expect(field(page, 'department')).toHaveValue('');

    // Reset on the edit page brings back the stored values.
    const client = await pickerUser(request, 'clients', ACCOUNTS.client.email);
    const token = await tokenOf(request, 'admin');
    const created = await request.post('/api/transactions/', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Stored ${language}`,
        transaction_type: 'general_request',
        priority: 'normal',
        client: client.id,
        department: 'Legal',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Application;
    await page.goto(`/transactions/${id}/edit`);
    await expect(field(page, 'title')).toHaveValue(`Stored ${language}`);
    await expectNoSeriousViolations(page, `/transactions/{id}/edit (${language})`);
    await field(page, 'title').fill('Changed');
    await field(page, 'department').fill('Other');
    await page.getByTestId('reset-changes').click();
    const reset = page.getByTestId('confirm-reset');
    await expect(reset.locator('.modal-body')).toHaveText(text.reset);
    await reset.getByTestId('confirm-ok').click();
    await expect(field(page, 'title')).toHaveValue(`Stored ${language}`);
    await expect(field(page, 'department')).toHaveValue('Legal');
    await expect(page.getByTestId('reset-changes')).toBeDisabled();
  });
}

test('staff save a draft, reopen it at its edit page and submit it there', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor', '/transactions/create', 'en');
  await field(page, 'title').fill('Editor draft');
  await field(page, 'transaction_type').selectOption({ index: 1 });
  await page.getByTestId('client-picker').fill('client');
  await page.getByTestId('client-option').first().click();
  await page.getByTestId('save-draft').click();
  await expect(page).toHaveURL(/\/transactions\/\d+\/edit$/);
  await expect(page.getByTestId('form-notice')).toBeVisible();
  const id = idFromUrl(page);
  await field(page, 'department').fill('Finance');
  await page.getByTestId('save-draft').click();
  await expect(page.getByTestId('application-form-saved')).toBeVisible();
  await page.getByTestId('submit').click();
  await page.getByTestId('review-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
  const token = await tokenOf(request, 'editor');
  const saved = await apiGet<Application>(request, token, `/api/transactions/${id}/`);
  expect(saved.status).toBe('submitted');
});
