import { describe, expect, it } from 'vitest';
import {
  defaultInterval,
  durationBucketHours,
  finalStatuses,
  presetPeriod,
  reportBuckets,
  reportPointCount,
} from './reports.js';

describe('finalStatuses', () => {
  const statuses = ['draft', 'submitted', 'in_progress', 'completed', 'cancelled', 'archived'];
  it('keeps the statuses only an admin can move out of, or none can', () => {
    const transitions = [
      { from_status: 'draft', to_status: 'submitted', min_role: 'client' as const },
      { from_status: 'submitted', to_status: 'in_progress', min_role: 'editor' as const },
      { from_status: 'in_progress', to_status: 'completed', min_role: 'editor' as const },
      { from_status: 'completed', to_status: 'in_progress', min_role: 'admin' as const },
      { from_status: 'cancelled', to_status: 'submitted', min_role: 'editor' as const },
    ];
    expect(finalStatuses(statuses, transitions)).toEqual(['completed', 'archived']);
  });
  it('never counts drafts as final', () => {
    expect(finalStatuses(['draft'], [])).toEqual([]);
  });
});

describe('reportBuckets', () => {
  it('cuts weeks (from Monday) and months to the period', () => {
    expect(reportBuckets('2026-11-04', '2026-11-18', 'week')).toEqual([
      { start: '2026-11-04', end: '2026-11-08' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-18' },
    ]);
    expect(reportBuckets('2024-01-15', '2024-03-10', 'month')).toEqual([
      { start: '2024-01-15', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-10' },
    ]);
    expect(reportBuckets('2026-12-31', '2027-01-01', 'day')).toHaveLength(2);
  });
  it('counts the points without building them', () => {
    for (const [start, end] of [
      ['2026-11-04', '2026-11-18'],
      ['2024-01-15', '2026-03-10'],
      ['2026-01-01', '2026-01-01'],
    ] as const) {
      for (const interval of ['day', 'week', 'month'] as const) {
        expect(reportPointCount(start, end, interval)).toBe(
          reportBuckets(start, end, interval).length,
        );
      }
    }
  });
  it('chooses days up to a month, weeks up to a quarter, then months', () => {
    expect(defaultInterval('2026-11-01', '2026-11-30')).toBe('day');
    expect(defaultInterval('2026-09-01', '2026-11-30')).toBe('week');
    expect(defaultInterval('2026-01-01', '2026-11-30')).toBe('month');
  });
});

describe('presetPeriod', () => {
  it('runs from the start of the week, month, quarter or year to today', () => {
    expect(presetPeriod('week', '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(presetPeriod('month', '2026-11-25').start).toBe('2026-11-01');
    expect(presetPeriod('quarter', '2026-11-25').start).toBe('2026-10-01');
    expect(presetPeriod('year', '2026-11-25').start).toBe('2026-01-01');
  });
});

describe('durationBucketHours', () => {
  it('keeps whole hours below two days and whole days from there', () => {
    expect(durationBucketHours(0.5)).toBe(0);
    expect(durationBucketHours(47.9)).toBe(47);
    expect(durationBucketHours(48)).toBe(48);
    expect(durationBucketHours(71.9)).toBe(48);
    expect(durationBucketHours(100)).toBe(96);
  });
});
