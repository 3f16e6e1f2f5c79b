import { expect, signInAs, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { apiSignIn } from '../support/application-api';

const SHOTS = 'test-results/date-preferences';

/** Today's Umm al-Qura day and year in Riyadh, in Arabic-Indic digits. */
function hijriToday(): { day: string; year: string } {
  const parts = new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura-nu-arab', {
    timeZone: 'Asia/Riyadh',
    day: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date());
  const value = (type: string) => parts.find((part) => part.type === type)!.value;
  return { day: value('day'), year: value('year').replace(/[^٠-٩]/g, '') };
}

test('a reader chooses the Hijri calendar and Arabic-Indic digits in Profile Settings', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request, 'client2');
  const reset = () =>
    request.patch('/api/profile/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { calendar: null, digits: null },
    });
  try {
    await signInAs(page, 'client2', '/settings', 'ar');
    const form = page.getByTestId('date-preferences');
    const calendar = form.getByTestId('date-calendar');
    await expect(calendar).toHaveValue('');
    await expect(calendar.locator('option').first()).toHaveText('الافتراضي للجهة (الميلادي)');

    // By keyboard: the calendar, then the digits; the example follows each choice at once.
    await calendar.focus();
    await calendar.selectOption('hijri');
    await page.keyboard.press('Tab');
    await form.getByTestId('date-digits').selectOption('arab');
    const { day, year } = hijriToday();
    const example = form.getByTestId('date-example');
    await expect(example).toContainText(`اليوم: ${day} `);
    await expect(example).toContainText(`${year} هـ`);
    await expectNoSeriousViolations(page, 'date preferences (ar)');
    await page.setViewportSize({ width: 375, height: 900 });
    await form.screenshot({ path: `${SHOTS}/profile-ar-375.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await form.getByTestId('date-preferences-save').click();
    await expect(form.getByRole('status')).toBeVisible();

    // Saved on the server, and every date of the app follows: the member-since line too.
    const profile = await request.get('/api/profile/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await profile.json()).toMatchObject({ calendar: 'hijri', digits: 'arab' });
    await page.reload();
    await expect(page.getByText(/^.*عضو منذ/).first()).toContainText('هـ');
    await page.screenshot({ path: `${SHOTS}/settings-ar-1440.png`, fullPage: true });

    // Back to the organisation's default.
    await page.getByTestId('date-calendar').selectOption('');
    await page.getByTestId('date-digits').selectOption('');
    await page.getByTestId('date-preferences-save').click();
    await expect(page.getByTestId('date-preferences').getByRole('status')).toBeVisible();
    const back = await request.get('/api/profile/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await back.json()).toMatchObject({ calendar: null, digits: null });
  } finally {
    await reset();
  }
});

test('the admin sees the organisation defaults with a live example, in English', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/settings?tab=branding', 'en');
  const form = page.getByTestId('date-defaults');
  await expect(form.getByTestId('date-calendar')).toHaveValue('gregorian');
  await expect(form.getByTestId('date-time-zone')).toHaveValue('Asia/Riyadh');
  await form.getByTestId('date-calendar').selectOption('both');
  // English keeps Latin digits whatever the digits; "both" writes the Gregorian date first.
  await expect(form.getByTestId('date-example')).toContainText(/AH\)$/);
  await expectNoSeriousViolations(page, 'date defaults (en)');
  await form.screenshot({ path: `${SHOTS}/defaults-en-1440.png` });
  // Not saved: the organisation's default stays as it was for the other tests.
  await page.reload();
  await expect(page.getByTestId('date-defaults').getByTestId('date-calendar')).toHaveValue(
    'gregorian',
  );
});
