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

  it('writes shares as percentages', () => {
    expect(formatShare(0.756, 'en')).toBe('76%');
    expect(formatShare(1, 'en')).toBe('100%');
  });
});
