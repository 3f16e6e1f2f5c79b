import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayRange,
  formatHours,
  formatShare,
  hoursStep,
  pointLabel,
} from './report-format';

describe('durations', () => {
  it('reads hours below two days and days from two days on', () => {
    expect(formatHours(0, 'en')).toBe('0 hours');
    expect(formatHours(1, 'en')).toBe('1 hour');
    expect(formatHours(47, 'en')).toBe('47 hours');
    expect(formatHours(48, 'en')).toBe('2 days');
    expect(formatHours(72, 'en')).toBe('3 days');
    expect(formatHours(84, 'en')).toBe('3.5 days');
    expect(formatHours(12.5, 'en')).toBe('12.5 hours');
  });

  it('says them in Arabic words and digits of the language', () => {
    const days = formatHours(72, 'ar');
    expect(days).toContain('أيام');
    expect(days).toMatch(/[3٣]/);
    expect(formatHours(5, 'ar')).toContain('ساعات');
  });
});

describe('the ticks of a duration axis', () => {
  it('step by whole hours under two days and by whole days above', () => {
    expect(hoursStep(0)).toBe(1);
    expect(hoursStep(30)).toBe(5);
    expect(hoursStep(47)).toBe(8);
    expect(hoursStep(48)).toBe(24);
    expect(hoursStep(24 * 30)).toBe(120);
  });
});

describe('days and points', () => {
  it('writes calendar days as days, whatever the time zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDayRange('2026-03-01', '2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDayRange('2026-03-01', '2026-03-31', 'en')).toMatch(/Mar 1\s*–\s*31, 2026/);
  });

  it('labels a day, a week and a month', () => {
    expect(pointLabel({ period: '2026-03-02', end: '2026-03-02' }, 'day', 'en', false)).toBe(
      'Mar 2',
    );
    expect(pointLabel({ period: '2026-03-02', end: '2026-03-08' }, 'week', 'en', false)).toMatch(
      /Mar 2\s*–\s*8/,
    );
    expect(pointLabel({ period: '2026-03-01', end: '2026-03-31' }, 'month', 'en', false)).toBe(
      'Mar 2026',
    );
    expect(pointLabel({ period: '2025-12-29', end: '2025-12-29' }, 'day', 'en', true)).toBe(
      'Dec 29, 2025',
    );
    expect(pointLabel({ period: '2026-03-01', end: '2026-03-31' }, 'month', 'ar', false)).toMatch(
      /مارس/,
    );
  });

  it('writes days and labels in the reader calendar and digits', () => {
    const hijri = {
      language: 'ar',
      calendar: 'hijri',
      digits: 'arab',
      timeZone: 'Asia/Riyadh',
    } as const;
    // 20 March 2026 is 1 Shawwal 1447; 28 November 2026 is 18 Jumada II 1448.
    expect(formatDay('2026-03-20', hijri)).toBe('١ شوال ١٤٤٧ هـ');
    expect(formatDayRange('2026-03-20', '2026-11-28', hijri)).toBe(
      '١ شوال ١٤٤٧ هـ – ١٨ جمادى الآخرة ١٤٤٨ هـ',
    );
    expect(pointLabel({ period: '2026-03-20', end: '2026-03-20' }, 'day', hijri, false)).toBe(
      '١ شوال',
    );
    expect(pointLabel({ period: '2026-11-22', end: '2026-11-28' }, 'week', hijri, true)).toBe(
      '١٢ جمادى الآخرة ١٤٤٨ – ١٨ جمادى الآخرة ١٤٤٨',
    );
    // Months are Gregorian months: named so, in the reader digits.
    expect(pointLabel({ period: '2026-03-01', end: '2026-03-31' }, 'month', hijri, false)).toBe(
      'مارس ٢٠٢٦',
    );
    // Both: Hijri labels in Arabic, Gregorian in English; English keeps Latin digits.
    const both = { ...hijri, calendar: 'both', language: 'en' } as const;
    expect(pointLabel({ period: '2026-03-02', end: '2026-03-02' }, 'day', both, false)).toBe(
      'Mar 2',
    );
    expect(formatDay('2026-11-28', both)).toBe('Nov 28, 2026 (18 Jumada II 1448 AH)');
  });

  it('writes shares as percentages', () => {
    expect(formatShare(0.756, 'en')).toBe('76%');
    expect(formatShare(1, 'en')).toBe('100%');
  });
});
