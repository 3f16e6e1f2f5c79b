import { describe, expect, it } from 'vitest';
import { clockForReader, clockText, weekOrder, weekdayName, workingHours } from './working-week';

describe('the working week', () => {
  it('runs from Saturday in Arabic and from Sunday in English, with the values 0–6', () => {
    expect(weekOrder('ar')).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(6, 'en')).toBe('Saturday');
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
  });

  it('reads typed times in either digits, with or without a leading zero', () => {
    expect(clockText('08:00')).toBe('08:00');
    expect(clockText('8:00')).toBe('08:00');
    expect(clockText('٠٨:٣٠')).toBe('08:30');
    expect(clockText(' ٨:٣٠ ')).toBe('08:30');
    expect(clockText('۱۵:۰۰')).toBe('15:00');
    expect(clockText('8.30')).toBe('08:30');
    expect(clockText('24:00')).toBe('24:00');
    // Not a time: the schema refuses it as typed, in Latin digits.
    expect(clockText('٨ صباحًا')).toBe('8 صباحًا');
    expect(clockText('800')).toBe('800');
  });

  it('writes a time in the reader digits', () => {
    expect(clockForReader('08:30', { language: 'ar', digits: 'arab' })).toBe('٠٨:٣٠');
    expect(clockForReader('08:30', { language: 'ar', digits: 'latn' })).toBe('08:30');
    expect(clockForReader('08:30', { language: 'en', digits: 'arab' })).toBe('08:30');
  });

  it('counts the working hours of a day and of a week', () => {
    expect(
      workingHours({ working_days: [0, 1, 2, 3, 4], day_start: '08:00', day_end: '15:00' }),
    ).toEqual({ day: 7, week: 35, days: 5 });
    expect(
      workingHours({ working_days: [6, 0, 1, 2, 3, 4], day_start: '٧:٣٠', day_end: '١٥:٠٠' }),
    ).toEqual({ day: 7.5, week: 45, days: 6 });
    expect(
      workingHours({ working_days: [0, 1, 2, 3, 4, 5, 6], day_start: '00:00', day_end: '24:00' }),
    ).toEqual({ day: 24, week: 168, days: 7 });
  });

  it('counts nothing while the times or the days do not make a week', () => {
    expect(workingHours({ working_days: [], day_start: '08:00', day_end: '15:00' })).toBe(
      undefined,
    );
    expect(workingHours({ working_days: [1], day_start: '15:00', day_end: '08:00' })).toBe(
      undefined,
    );
    expect(workingHours({ working_days: [1], day_start: '08:00', day_end: '08:00' })).toBe(
      undefined,
    );
    expect(workingHours({ working_days: [1], day_start: '8', day_end: '15:00' })).toBe(undefined);
  });
});
