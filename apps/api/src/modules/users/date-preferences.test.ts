import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';

const {
  t,
  sessions: [admin, client],
} = testCast(['admin', 'client']);

const profile = (lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: '/api/profile/',
    headers: { ...client.auth, 'accept-language': lang },
  });
const patch = (payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: { ...client.auth, 'accept-language': lang },
    payload,
  });
const bulk = (settings: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/settings/bulk_update/',
    headers: { ...admin.auth, 'accept-language': lang },
    payload: { settings },
  });
const branding = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/system/branding/' })).json<
    Record<string, unknown>
  >();

describe('the calendar and digits of a profile', () => {
  it('start as the organisation default (null) and round-trip', async () => {
    expect((await profile()).json()).toMatchObject({ calendar: null, digits: null });
    const changed = await patch({ calendar: 'hijri', digits: 'arab' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ calendar: 'hijri', digits: 'arab' });
    expect((await profile()).json()).toMatchObject({ calendar: 'hijri', digits: 'arab' });

    // Both at once, then back to the organisation's default.
    expect((await patch({ calendar: 'both' })).json()).toMatchObject({
      calendar: 'both',
      digits: 'arab',
    });
    const cleared = await patch({ calendar: null, digits: null });
    expect(cleared.json()).toMatchObject({ calendar: null, digits: null });
  });

  it('refuses any other value with a 422 naming the field in the caller language', async () => {
    const before = (await profile()).json();
    const en = await patch({ calendar: 'julian', digits: 'roman' });
    expect(en.statusCode).toBe(422);
    const enErrors = en.json().errors;
    expect(enErrors.calendar).toEqual(['Choose a calendar: gregorian, hijri or both.']);
    expect(enErrors.digits).toEqual(['Choose the digits: latn (0-9) or arab (٠-٩).']);

    const ar = await patch({ calendar: 7 }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.calendar[0]).toContain('اختر التقويم');
    expect((await patch({ calendar: '' })).statusCode).toBe(422);
    expect((await patch({ calendar: 'hijri\u0000' })).statusCode).toBe(422);
    expect((await patch({ digits: 'arab'.repeat(1000) })).statusCode).toBe(422);
    expect((await patch({ digits: ['arab'] })).statusCode).toBe(422);
    expect((await profile()).json()).toEqual(before);
  });
});

describe('the organisation defaults', () => {
  it('are read by anyone in the branding and written by the admin', async () => {
    expect(await branding()).toMatchObject({
      default_calendar: 'gregorian',
      default_digits: 'latn',
      time_zone: 'Asia/Riyadh',
    });
    const saved = await bulk({
      DEFAULT_CALENDAR: 'both',
      DEFAULT_DIGITS: 'arab',
      TIME_ZONE: 'Africa/Cairo',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await branding()).toMatchObject({
      default_calendar: 'both',
      default_digits: 'arab',
      time_zone: 'Africa/Cairo',
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/system/settings/',
      headers: admin.auth,
    });
    expect(settings.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'DEFAULT_DIGITS', value: 'arab' })]),
    );
    await bulk({ DEFAULT_CALENDAR: 'gregorian', DEFAULT_DIGITS: 'latn', TIME_ZONE: 'Asia/Riyadh' });
  });

  it('refuse a bad calendar, digits or time zone and change nothing', async () => {
    const response = await bulk(
      { DEFAULT_CALENDAR: 'lunar', DEFAULT_DIGITS: 'arab', TIME_ZONE: 'Mars/Olympus' },
      'ar',
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['DEFAULT_CALENDAR', 'TIME_ZONE']);
    expect(errors.TIME_ZONE[0]).toContain('المنطقة الزمنية');
    expect(await branding()).toMatchObject({ default_digits: 'latn', time_zone: 'Asia/Riyadh' });
    for (const zone of [3, '', 'Asia/Riyadh\u0000', 'Asia/'.repeat(100), null]) {
      expect((await bulk({ TIME_ZONE: zone })).statusCode, String(zone)).toBe(422);
    }
  });

  it('may not be written by a client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/settings/bulk_update/',
      headers: client.auth,
      payload: { settings: { DEFAULT_CALENDAR: 'hijri' } },
    });
    expect(response.statusCode).toBe(403);
  });
});
