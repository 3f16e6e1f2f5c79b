import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_WEEK,
  WorkingCalendar,
  clockMinutes,
  dayNumber,
  readClock,
} from './working-time.js';

const H = 3_600_000;
const t = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

// Riyadh is UTC+3 all year: 08:00–15:00 there is 05:00–12:00 UTC. 2026-11-29 is a Sunday.
const riyadh = new WorkingCalendar(DEFAULT_WORKING_WEEK);

describe('WorkingCalendar.addWorking', () => {
  it('counts within one working day', () => {
    expect(iso(riyadh.addWorking(t('2026-11-29T06:00:00Z'), 2 * H))).toBe(
      '2026-11-29T08:00:00.000Z',
    );
  });

  it('keeps a due time at the end of the working day there', () => {
    expect(iso(riyadh.addWorking(t('2026-11-29T05:00:00Z'), 7 * H))).toBe(
      '2026-11-29T12:00:00.000Z',
    );
  });

  it('carries what is left to the next working morning', () => {
    // 1 h left on Sunday (11:00–12:00 UTC), 2 h on Monday from 05:00 UTC.
    expect(iso(riyadh.addWorking(t('2026-11-29T11:00:00Z'), 3 * H))).toBe(
      '2026-11-30T07:00:00.000Z',
    );
  });

  it('counts a start at night from the next working moment', () => {
    // 23:30 Riyadh on Sunday: Monday 08:00 + 1.5 h.
    expect(iso(riyadh.addWorking(t('2026-11-29T20:30:00Z'), 1.5 * H))).toBe(
      '2026-11-30T06:30:00.000Z',
    );
    // 02:00 Riyadh, before the day starts.
    expect(iso(riyadh.addWorking(t('2026-11-29T23:00:00Z'), 0.25 * H))).toBe(
      '2026-11-30T05:15:00.000Z',
    );
  });

  it('skips the weekend', () => {
    // Thursday 3 Dec 14:00 Riyadh, 2 h: 1 h on Thursday, 1 h on Sunday 6 Dec.
    expect(iso(riyadh.addWorking(t('2026-12-03T11:00:00Z'), 2 * H))).toBe(
      '2026-12-06T06:00:00.000Z',
    );
    // Started on Friday: Sunday morning.
    expect(iso(riyadh.addWorking(t('2026-12-04T09:00:00Z'), 1 * H))).toBe(
      '2026-12-06T06:00:00.000Z',
    );
  });

  it('skips holidays inside and across the week', () => {
    const eid = new WorkingCalendar(DEFAULT_WORKING_WEEK, [
      { date_from: '2026-11-30', date_to: '2026-12-01' },
    ]);
    // Sunday 14:00 Riyadh + 3 h: 1 h Sunday, Monday and Tuesday closed, 2 h on Wednesday.
    expect(iso(eid.addWorking(t('2026-11-29T11:00:00Z'), 3 * H))).toBe('2026-12-02T07:00:00.000Z');
    // Started inside the holiday.
    expect(iso(eid.addWorking(t('2026-11-30T06:00:00Z'), 1 * H))).toBe('2026-12-02T06:00:00.000Z');
    // A holiday across a weekend: Thursday to Sunday.
    const long = new WorkingCalendar(DEFAULT_WORKING_WEEK, [
      { date_from: '2026-12-03', date_to: '2026-12-06' },
    ]);
    expect(iso(long.addWorking(t('2026-12-02T11:00:00Z'), 2 * H))).toBe('2026-12-07T06:00:00.000Z');
  });

  it('takes fractional hours to the millisecond', () => {
    expect(iso(riyadh.addWorking(t('2026-11-29T05:00:00Z'), 0.001 * H))).toBe(
      '2026-11-29T05:00:03.600Z',
    );
  });

  it('follows each time zone, daylight saving included', () => {
    const newYork = new WorkingCalendar({
      timezone: 'America/New_York',
      working_days: [1, 2, 3, 4, 5],
      day_start: '09:00',
      day_end: '17:00',
    });
    // Friday 6 Mar 2026 16:00 EST (21:00 UTC) + 2 h: 1 h Friday, 1 h on Monday 9 Mar, which is
    // after the change to EDT (09:00 EDT = 13:00 UTC).
    expect(iso(newYork.addWorking(t('2026-03-06T21:00:00Z'), 2 * H))).toBe(
      '2026-03-09T14:00:00.000Z',
    );
    const kolkata = new WorkingCalendar({
      timezone: 'Asia/Kolkata',
      working_days: [1, 2, 3, 4, 5, 6],
      day_start: '09:30',
      day_end: '18:00',
    });
    // Saturday is a working day there; 09:30 IST is 04:00 UTC.
    expect(iso(kolkata.addWorking(t('2026-11-28T00:00:00Z'), 1 * H))).toBe(
      '2026-11-28T05:00:00.000Z',
    );
  });

  it('covers a year of working time', () => {
    // 52 weeks × 5 days × 7 h = 1,820 h from Sunday 08:00: the end of Thursday 52 weeks on.
    const due = riyadh.addWorking(t('2026-11-29T05:00:00Z'), 1820 * H);
    expect(iso(due)).toBe('2027-11-25T12:00:00.000Z');
    expect(riyadh.workingBetween(t('2026-11-29T05:00:00Z'), due)).toBe(1820 * H);
  });
});

describe('WorkingCalendar.workingBetween', () => {
  it('counts only working time', () => {
    expect(riyadh.workingBetween(t('2026-11-29T00:00:00Z'), t('2026-11-30T23:00:00Z'))).toBe(
      14 * H,
    );
    expect(riyadh.workingBetween(t('2026-12-04T00:00:00Z'), t('2026-12-05T23:00:00Z'))).toBe(0);
    expect(riyadh.workingBetween(t('2026-11-30T00:00:00Z'), t('2026-11-29T00:00:00Z'))).toBe(0);
  });
});

describe('readClock', () => {
  it('adds the working time of a pause to the due instant', () => {
    const started = t('2026-11-29T05:00:00Z');
    const plain = readClock(riyadh, started, 10 * H, [], 0.8, started);
    expect(iso(plain.due)).toBe('2026-11-30T08:00:00.000Z');
    expect(iso(plain.warn)).toBe('2026-11-30T06:00:00.000Z');
    // Paused Sunday 10:00–13:00 Riyadh (07:00–10:00 UTC): 3 working hours.
    const paused = readClock(
      riyadh,
      started,
      10 * H,
      [{ from: t('2026-11-29T07:00:00Z'), to: t('2026-11-29T10:00:00Z') }],
      0.8,
      started,
    );
    expect(paused.pausedMs).toBe(3 * H);
    expect(iso(paused.due)).toBe('2026-11-30T11:00:00.000Z');
  });

  it('counts a pause that still lasts up to now', () => {
    const started = t('2026-11-29T05:00:00Z');
    const reading = readClock(
      riyadh,
      started,
      2 * H,
      [{ from: t('2026-11-29T06:00:00Z'), to: null }],
      0.8,
      t('2026-11-29T09:30:00Z'),
    );
    expect(reading.pausedMs).toBe(3.5 * H);
    // 1 h ran before the pause; the other hour counts from now.
    expect(iso(reading.due)).toBe('2026-11-29T10:30:00.000Z');
  });

  it('ignores pause time outside working hours', () => {
    const started = t('2026-11-29T05:00:00Z');
    const reading = readClock(
      riyadh,
      started,
      7 * H,
      [{ from: t('2026-11-29T13:00:00Z'), to: t('2026-11-30T04:00:00Z') }],
      0.5,
      started,
    );
    expect(reading.pausedMs).toBe(0);
    expect(iso(reading.due)).toBe('2026-11-29T12:00:00.000Z');
  });
});

describe('parsing', () => {
  it('reads clock times and days', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:01')).toBeUndefined();
    expect(clockMinutes('8:30')).toBeUndefined();
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeUndefined();
  });

  it('refuses a day that ends before it starts, and a week without days', () => {
    expect(
      () => new WorkingCalendar({ ...DEFAULT_WORKING_WEEK, day_start: '15:00', day_end: '08:00' }),
    ).toThrow(RangeError);
    expect(() => new WorkingCalendar({ ...DEFAULT_WORKING_WEEK, working_days: [] })).toThrow(
      RangeError,
    );
  });
});
