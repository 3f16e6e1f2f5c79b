import { describe, expect, it } from 'vitest';
import { gregorianOfHijri, type DateStyle } from '@mutabaa/shared';
import { byFirstDay, holidayDays } from './holiday-days';

const en: DateStyle = {
  language: 'en',
  calendar: 'gregorian',
  digits: 'latn',
  timeZone: 'Asia/Riyadh',
};
const ar: DateStyle = { ...en, language: 'ar', digits: 'arab' };

/** Intl puts thin spaces around a range's dash. */
const spaced = (days: { gregorian: string; hijri: string; count: number }) => ({
  ...days,
  gregorian: days.gregorian.replace(/\s/g, ' '),
});

const plain = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('the days of a holiday', () => {
  // Eid al-Fitr 1448: 1–3 Shawwal, entered in the Hijri calendar.
  const from = plain(gregorianOfHijri({ year: 1448, month: 10, day: 1 }));
  const to = plain(gregorianOfHijri({ year: 1448, month: 10, day: 3 }));

  it('are the Gregorian days the Hijri ones fall on', () => {
    expect(from).toBe('2027-03-09');
    expect(to).toBe('2027-03-11');
  });

  it('read in both calendars, one month written once', () => {
    expect(spaced(holidayDays(from, to, en))).toEqual({
      gregorian: 'Mar 9 – 11, 2027',
      hijri: '1–3 Shawwal 1448 AH',
      count: 3,
    });
  });

  it('read in Arabic with the reader digits', () => {
    const days = holidayDays(from, to, ar);
    expect(days.hijri).toBe('١–٣ شوال ١٤٤٨ هـ');
    expect(days.gregorian).toContain('مارس');
    expect(days.gregorian).toContain('٢٠٢٧');
    expect(days.gregorian).not.toMatch(/[0-9]/);
    expect(holidayDays(from, to, { ...ar, digits: 'latn' }).hijri).toBe('1–3 شوال 1448 هـ');
  });

  it('write a single day once, whatever the reader calendar', () => {
    expect(holidayDays('2026-09-23', '2026-09-23', { ...en, calendar: 'both' })).toEqual({
      gregorian: 'Sep 23, 2026',
      hijri: '12 Rabiʻ II 1448 AH',
      count: 1,
    });
  });

  it('name both months when the days cross one', () => {
    const days = holidayDays('2027-05-04', '2027-05-08', en);
    expect(days.count).toBe(5);
    expect(days.hijri).toMatch(/^\d+ Dhuʻl-Qiʻdah 1448 AH – \d+ Dhuʻl-Hijjah 1448 AH$/);
  });

  it('are nothing for days that do not make a span', () => {
    expect(holidayDays('2027-03-11', '2027-03-09', en).count).toBe(0);
    expect(holidayDays('', '2027-03-09', en).count).toBe(0);
  });

  it('sort by first day, then last', () => {
    const list = [
      { id: 1, date_from: '2027-03-09', date_to: '2027-03-11' },
      { id: 2, date_from: '2026-09-23', date_to: '2026-09-23' },
      { id: 3, date_from: '2027-03-09', date_to: '2027-03-09' },
    ];
    expect(byFirstDay(list).map((h) => h.id)).toEqual([2, 3, 1]);
  });
});
