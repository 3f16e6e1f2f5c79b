import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, formatDay } from '@mutabaa/shared';
import { dateStyleOf } from './date-style';

const organisation = {
  ...DEFAULT_BRANDING,
  default_calendar: 'both' as const,
  default_digits: 'arab' as const,
  time_zone: 'Asia/Riyadh',
};

describe('dateStyleOf', () => {
  it("takes the reader's own choices over the organisation's", () => {
    expect(dateStyleOf('ar', organisation, { calendar: 'hijri', digits: 'latn' })).toEqual({
      language: 'ar',
      calendar: 'hijri',
      digits: 'latn',
      timeZone: 'Asia/Riyadh',
    });
  });

  it("falls back to the organisation's for no choice, a stored user without them, or no user", () => {
    const expected = { calendar: 'both', digits: 'arab', timeZone: 'Asia/Riyadh' };
    expect(dateStyleOf('en', organisation, { calendar: null, digits: null })).toMatchObject(
      expected,
    );
    expect(dateStyleOf('en', organisation, {})).toMatchObject(expected);
    expect(dateStyleOf('en', organisation, null)).toMatchObject(expected);
  });

  it('formats the Umm al-Qura date in the browser code as on the server', () => {
    const style = dateStyleOf('ar', organisation, null);
    expect(formatDay('2026-11-28', style)).toBe('١٨ جمادى الآخرة ١٤٤٨ هـ (٢٨ نوفمبر ٢٠٢٦)');
    expect(formatDay('2026-03-20', { ...style, calendar: 'hijri' })).toBe('١ شوال ١٤٤٧ هـ');
    expect(formatDay('2025-06-06', { ...style, calendar: 'hijri', language: 'en' })).toBe(
      '10 Dhuʻl-Hijjah 1446 AH',
    );
  });
});
