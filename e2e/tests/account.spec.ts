import { expect, openIn, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { linkFromMail } from '../support/mail';

function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

test('a new user registers, is refused until verified, verifies by mail, then signs in', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await openIn(page, '/register', 'ar');
  await page.locator('input[name="first_name"]').fill('ليلى');
  await page.locator('input[name="last_name"]').fill('الحسيني');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Strong#Pass1');
  await page.locator('input[name="confirm_password"]').fill('Strong#Pass1');
  await page.locator('button[type="submit"]').click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: email })
      .or(page.locator('.alert-success')),
  ).toBeVisible();

  // Signing in before verification is refused with a way to resend.
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Strong#Pass1');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.alert-danger')).toBeVisible();
  const verifyLink = /http:\/\/127\.0\.0\.1:\d+\/verify-email\/[A-Za-z0-9_-]+/;
  const first = await linkFromMail(email, verifyLink);
  await expect(page.getByTestId('resend-verification')).toBeVisible();
  await page.getByTestId('resend-verification').click();

  // The resent mail carries a new link; that is the one to follow.
  const { link, text } = await linkFromMail(email, verifyLink, first.link);
  expect(text).toMatch(/[\u0600-\u06FF]/); // the mail is in the user's language, Arabic
  await page.goto(link);
  await expect(page.locator('.alert-success')).toBeVisible();

  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Strong#Pass1');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A new registration is a client: the client's three sidebar links.
  await expect(page.getByTestId('sidebar').locator('a[href]')).toHaveCount(3);

  // The link works once only.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.locator('.alert-danger')).toBeVisible();
});

test('registration shows field errors in the language of the page and sends nothing invalid', async ({
  page,
}) => {
  await openIn(page, '/register', 'en');
  await page.locator('input[name="first_name"]').fill('Sam');
  await page.locator('input[name="last_name"]').fill('Lee');
  await page.locator('input[name="email"]').fill(uniqueEmail('short'));
  await page.locator('input[name="password"]').fill('short');
  await page.locator('input[name="confirm_password"]').fill('other');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/register/')) sent = true;
  });
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.invalid-feedback').first()).toBeVisible();
  expect(sent).toBe(false);
  await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
});

test('registering an address that exists looks like a new registration and mails its owner', async ({
  page,
}) => {
  await openIn(page, '/register', 'en');
  await page.locator('input[name="first_name"]').fill('Dup');
  await page.locator('input[name="last_name"]').fill('User');
  await page.locator('input[name="email"]').fill(ACCOUNTS.client.email);
  await page.locator('input[name="password"]').fill('Strong#Pass1');
  await page.locator('input[name="confirm_password"]').fill('Strong#Pass1');
  await page.locator('button[type="submit"]').click();
  // The same answer as for a new address: nobody learns from the page who has an account.
  await expect(page.locator('.alert-success')).toBeVisible();
  await expect(page.locator('.alert-danger, .invalid-feedback')).toHaveCount(0);
  // The owner hears of it, in their language (the demo client reads Arabic), with a way in.
  const { text } = await linkFromMail(
    ACCOUNTS.client.email,
    /http:\/\/127\.0\.0\.1:\d+\/forgot-password|http:\/\/127\.0\.0\.1:\d+\/login/,
  );
  expect(text).toContain('حاول أحدهم إنشاء حساب جديد');
  // The owner's password is unchanged.
  const login = await page.request.post('/api/login/', {
    data: { email: ACCOUNTS.client.email, password: ACCOUNTS.client.password },
  });
  expect(login.status()).toBe(200);
});

test('a forgotten password is reset through the mailed link, once', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const created = await request.post('/api/register/', {
    data: {
      email,
      password: 'First#Pass1',
      confirm_password: 'First#Pass1',
      first_name: 'Rana',
      last_name: 'Saleh',
      language_preference: 'en',
    },
    headers: { 'Accept-Language': 'en' },
  });
  expect(created.status()).toBe(201);
  const verify = await linkFromMail(
    email,
    /http:\/\/127\.0\.0\.1:\d+\/verify-email\/[A-Za-z0-9_-]+/,
  );
  await page.goto(verify.link);
  await expect(page.locator('.alert-success')).toBeVisible();

  await openIn(page, '/forgot-password', 'en');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.alert-success, .alert-info').first()).toBeVisible();

  const { link } = await linkFromMail(
    email,
    /http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+/,
  );
  await page.goto(link);
  await page.locator('input[name="new_password"]').fill('Second#Pass2');
  await page.locator('input[name="confirm_password"]').fill('Second#Pass2');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.alert-success')).toBeVisible();

  const oldLogin = await request.post('/api/login/', { data: { email, password: 'First#Pass1' } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/login/', { data: { email, password: 'Second#Pass2' } });
  expect(newLogin.status()).toBe(200);

  await page.goto(link);
  await page.locator('input[name="new_password"]').fill('Third#Pass3');
  await page.locator('input[name="confirm_password"]').fill('Third#Pass3');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.alert-danger')).toBeVisible();
});

test('the settings page saves the profile and changes the password', async ({ page, request }) => {
  const email = uniqueEmail('profile');
  await request.post('/api/register/', {
    data: {
      email,
      password: 'First#Pass1',
      confirm_password: 'First#Pass1',
      first_name: 'Hadi',
      last_name: 'Nasser',
    },
  });
  const verify = await linkFromMail(
    email,
    /http:\/\/127\.0\.0\.1:\d+\/verify-email\/[A-Za-z0-9_-]+/,
  );
  await page.goto(verify.link);
  await expect(page.locator('.alert-success')).toBeVisible();
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('First#Pass1');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator('input[name="email"]')).toHaveAttribute('readonly', '');
  await page.locator('input[name="phone_number"]').fill('+962 7 9000 0000');
  await page.locator('input[name="company_name"]').fill('شركة الأمل');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name="company_name"]')).toHaveValue('شركة الأمل');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored.company_name).toBe('شركة الأمل');

  await page.locator('input[name="old_password"]').fill('First#Pass1');
  await page.locator('input[name="new_password"]').fill('Changed#Pass2');
  await page.locator('input[name="confirm_password"]').fill('Changed#Pass2');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-saved')).toBeVisible();
  const login = await request.post('/api/login/', { data: { email, password: 'Changed#Pass2' } });
  expect(login.status()).toBe(200);
});
