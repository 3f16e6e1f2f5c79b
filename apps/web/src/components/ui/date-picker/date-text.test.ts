import { describe, expect, it } from 'vitest';
import { toCalendar } from '@internationalized/date';
import { monthWeeks, moveByKey } from './calendar-grid';
import { HIJRI, dayOf, dayText, fullDay, parseDayText, type PickerStyle } from './date-text';

const style = (over: Partial<PickerStyle> = {}): PickerStyle => ({
  language: 'ar',
  calendar: 'gregorian',
  digits: 'latn',
  timeZone: 'Asia/Riyadh',
  ...over,
});

describe('parseDayText', () => {
  it('reads day/month/year and year-first dates in Latin digits', () => {
    expect(parseDayText('20/3/2026')).toBe('2026-03-20');
    expect(parseDayText('20-03-2026')).toBe('2026-03-20');
    expect(parseDayText('2026-03-20')).toBe('2026-03-20');
    expect(parseDayText(' 28.11.2026 ')).toBe('2026-11-28');
  });

  it('reads Arabic-Indic and Persian digits the same way', () => {
    expect(parseDayText('٢٠/٣/٢٠٢٦')).toBe('2026-03-20');
    expect(parseDayText('٢٠٢٦-٠٣-٢٠')).toBe('2026-03-20');
    expect(parseDayText('۲۸/۱۱/۲۰۲۶')).toBe('2026-11-28');
    // Direction marks pasted with Arabic text around the numbers.
    expect(parseDayText('٢٠\u200f/٣\u200f/٢٠٢٦')).toBe('2026-03-20');
  });

  it('reads a Hijri year as Umm al-Qura', () => {
    expect(parseDayText('1/10/1447')).toBe('2026-03-20');
    expect(parseDayText('١/١٠/١٤٤٧ هـ')).toBe('2026-03-20');
    expect(parseDayText('18/6/1448')).toBe('2026-11-28');
    expect(parseDayText('١٨/٦/١٤٤٨')).toBe('2026-11-28');
  });

  it('gives an empty text as no date and refuses what is not a day', () => {
    expect(parseDayText('  ')).toBe('');
    expect(parseDayText('31/2/2026')).toBeNull();
    expect(parseDayText('30/13/2026')).toBeNull();
    expect(parseDayText('20/3/26')).toBeNull();
    expect(parseDayText('20/3')).toBeNull();
    expect(parseDayText('mm/dd/yyyy')).toBeNull();
    // Shawwal 1447 has 29 days in Umm al-Qura; 30 is no day.
    expect(parseDayText('30/10/1447')).toBeNull();
    expect(parseDayText('20/3/2026 هـ')).toBeNull();
  });
});

describe('dayText and fullDay', () => {
  it('writes the day in the grid calendar and the reader digits', () => {
    expect(dayText('2026-03-20', style())).toBe('20/03/2026');
    expect(dayText('2026-03-20', style({ digits: 'arab' }))).toBe('٢٠/٠٣/٢٠٢٦');
    expect(dayText('2026-03-20', style({ calendar: 'hijri' }))).toBe('01/10/1447');
    expect(dayText('2026-11-28', style({ calendar: 'hijri', digits: 'arab' }))).toBe('١٨/٠٦/١٤٤٨');
    // English is always in Latin digits.
    expect(dayText('2026-03-20', style({ language: 'en', digits: 'arab' }))).toBe('20/03/2026');
  });

  it('round-trips what it writes through the parser', () => {
    for (const calendar of ['gregorian', 'hijri', 'both'] as const) {
      for (const digits of ['latn', 'arab'] as const) {
        const text = dayText('2026-11-28', style({ calendar, digits }));
        expect(parseDayText(text)).toBe('2026-11-28');
      }
    }
  });

  it('names the day as the app writes it, with the Gregorian date beside a Hijri one', () => {
    const day = dayOf('2026-11-28')!;
    expect(fullDay(day, style({ language: 'en', calendar: 'hijri' }))).toBe(
      '18 Jumada II 1448 AH (Nov 28, 2026)',
    );
    expect(fullDay(day, style({ calendar: 'hijri', digits: 'arab' }))).toBe(
      '١٨ جمادى الآخرة ١٤٤٨ هـ (٢٨ نوفمبر ٢٠٢٦)',
    );
    // Both: Hijri first in Arabic, Gregorian first in English.
    expect(fullDay(dayOf('2026-03-20')!, style({ calendar: 'both' }))).toBe(
      '1 شوال 1447 هـ (20 مارس 2026)',
    );
    expect(fullDay(dayOf('2026-03-20')!, style({ language: 'en', calendar: 'both' }))).toBe(
      'Mar 20, 2026 (1 Shawwal 1447 AH)',
    );
    expect(fullDay(day, style({ language: 'en' }))).toBe('Nov 28, 2026');
  });
});

describe('the Hijri grid', () => {
  it('lays out Shawwal 1447 from Friday 20 March 2026', () => {
    const shawwal = toCalendar(dayOf('2026-03-20')!, HIJRI);
    expect([shawwal.year, shawwal.month, shawwal.day]).toEqual([1447, 10, 1]);
    const weeks = monthWeeks(shawwal);
    // Sunday first: the first of Shawwal, a Friday, is the sixth cell.
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]![5]!.day).toBe(1);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
  });

  it('puts 28 November 2026 on 18 Jumada II 1448, a Saturday', () => {
    const day = toCalendar(dayOf('2026-11-28')!, HIJRI);
    expect([day.year, day.month, day.day]).toEqual([1448, 6, 18]);
    const week = monthWeeks(day).find((cells) => cells.some((cell) => cell?.day === 18))!;
    expect(week.indexOf(week.find((cell) => cell?.day === 18)!)).toBe(6);
  });
});

describe('moveByKey', () => {
  const day = dayOf('2026-03-20')!; // a Friday
  const move = (key: string, shift = false, rtl = false) =>
    moveByKey(day, key, shift, rtl)?.toString();

  it('moves as the date picker dialog pattern says', () => {
    expect(move('ArrowRight')).toBe('2026-03-21');
    expect(move('ArrowLeft')).toBe('2026-03-19');
    expect(move('ArrowDown')).toBe('2026-03-27');
    expect(move('ArrowUp')).toBe('2026-03-13');
    expect(move('Home')).toBe('2026-03-15');
    expect(move('End')).toBe('2026-03-21');
    expect(move('PageUp')).toBe('2026-02-20');
    expect(move('PageDown')).toBe('2026-04-20');
    expect(move('PageUp', true)).toBe('2025-03-20');
    expect(move('PageDown', true)).toBe('2027-03-20');
    expect(move('a')).toBeUndefined();
  });

  it('follows the screen in right-to-left: the left arrow is the next day', () => {
    expect(move('ArrowLeft', false, true)).toBe('2026-03-21');
    expect(move('ArrowRight', false, true)).toBe('2026-03-19');
  });

  it('keeps the day within a shorter month', () => {
    expect(moveByKey(dayOf('2026-03-31')!, 'PageUp', false, false)?.toString()).toBe('2026-02-28');
  });
});
