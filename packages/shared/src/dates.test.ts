import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayTime,
  formatHijriDay,
  formatPlainDay,
  gregorianOfHijri,
  hijriOfDay,
  localDigits,
  zoneOffset,
  zonedDay,
  zonedParts,
} from './dates.js';
import { isTimeZone, type DateStyle } from './date-style.js';

const riyadh = (over: Partial<DateStyle> = {}): DateStyle => ({
  language: 'ar',
  calendar: 'hijri',
  digits: 'latn',
  timeZone: 'Asia/Riyadh',
  ...over,
});

// Umm al-Qura dates as published (the Umm al-Qura calendar of Saudi Arabia).
const KNOWN: [string, [number, number, number]][] = [
  ['2026-03-20', [1447, 10, 1]], // 1 Shawwal 1447 (Eid al-Fitr)
  ['2026-11-28', [1448, 6, 18]], // 18 Jumada II 1448
  ['2023-07-19', [1445, 1, 1]], // 1 Muharram 1445
  ['2024-03-11', [1445, 9, 1]], // 1 Ramadan 1445
  ['2025-06-06', [1446, 12, 10]], // 10 Dhu al-Hijjah 1446 (Eid al-Adha)
  ['2022-07-30', [1444, 1, 1]], // 1 Muharram 1444
];

describe('Umm al-Qura conversion', () => {
  it.each(KNOWN)('%s is %j', (day, [year, month, date]) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    expect(hijriOfDay(y, m, d)).toEqual({ year, month, day: date });
    expect(gregorianOfHijri({ year, month, day: date })).toEqual({ year: y, month: m, day: d });
  });

  it('agrees with Intl where the runtime has the calendar', () => {
    const format = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2030, 0, 1); t += 13 * 86_400_000) {
      const date = new Date(t);
      const parts = Object.fromEntries(
        format.formatToParts(date).map((part) => [part.type, part.value]),
      );
      const hijri = hijriOfDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      expect([hijri.year, hijri.month, hijri.day]).toEqual([
        parseInt(parts.year!, 10),
        Number(parts.month),
        Number(parts.day),
      ]);
    }
  });
});

describe('formatDay', () => {
  it('writes the Hijri date with هـ in Arabic and AH in English', () => {
    expect(formatPlainDay('2026-11-28', riyadh())).toBe('18 جمادى الآخرة 1448 هـ');
    expect(formatPlainDay('2026-11-28', riyadh({ digits: 'arab' }))).toBe(
      '١٨ جمادى الآخرة ١٤٤٨ هـ',
    );
    expect(formatPlainDay('2026-03-20', riyadh({ language: 'en', digits: 'arab' }))).toBe(
      '1 Shawwal 1447 AH',
    );
  });

  it('puts Hijri first in Arabic and Gregorian first in English for both', () => {
    expect(formatPlainDay('2026-11-28', riyadh({ calendar: 'both', digits: 'arab' }))).toBe(
      '١٨ جمادى الآخرة ١٤٤٨ هـ (٢٨ نوفمبر ٢٠٢٦)',
    );
    expect(formatPlainDay('2026-11-28', riyadh({ calendar: 'both', language: 'en' }))).toBe(
      'Nov 28, 2026 (18 Jumada II 1448 AH)',
    );
  });

  it('reads an instant on the organisation wall clock', () => {
    // 22:30 UTC on 27 November is already 28 November in Riyadh, still 27th in New York.
    const instant = '2026-11-27T22:30:00Z';
    expect(formatDay(instant, riyadh({ calendar: 'gregorian' }))).toBe('28 نوفمبر 2026');
    expect(
      formatDay(instant, riyadh({ calendar: 'gregorian', timeZone: 'America/New_York' })),
    ).toBe('27 نوفمبر 2026');
    expect(formatHijriDay(instant, riyadh())).toBe('18 جمادى الآخرة 1448 هـ');
  });

  it('adds the time in the reader digits', () => {
    const text = formatDayTime('2026-11-28T06:11:10.074Z', riyadh({ digits: 'arab' }));
    expect(text).toMatch(/^١٨ جمادى الآخرة ١٤٤٨ هـ، ٩:١١/);
    expect(
      formatDayTime('2026-11-28T06:11:10Z', riyadh({ language: 'en', calendar: 'gregorian' })),
    ).toMatch(/^Nov 28, 2026, 9:11/);
  });

  it('writes the seconds when asked', () => {
    const style = riyadh({ language: 'en', calendar: 'gregorian' });
    expect(formatDayTime('2026-11-28T06:11:10Z', style, { seconds: true })).toMatch(
      /^Nov 28, 2026, 9:11:10/,
    );
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDay('not a date', riyadh())).toBe('');
    expect(formatPlainDay('2026-13', riyadh())).toBe('');
  });
});

describe('time zones and digits', () => {
  it('knows a time zone and its offset', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zoneOffset(new Date('2026-11-28T06:00:00Z'), 'Asia/Riyadh')).toBe('+03:00');
    expect(zoneOffset(new Date('2026-07-01T06:00:00Z'), 'America/New_York')).toBe('-04:00');
    expect(zoneOffset(new Date('2026-01-01T06:00:00Z'), 'Asia/Kolkata')).toBe('+05:30');
    expect(zonedDay(new Date('2026-11-28T21:30:00Z'), 'Asia/Riyadh')).toBe('2026-11-29');
    expect(zonedDay(new Date('2026-11-28T21:30:00Z'), 'UTC')).toBe('2026-11-28');
    expect(zonedDay(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
    expect(zonedParts(new Date('2026-11-28T21:30:00Z'), 'Asia/Riyadh')).toEqual({
      year: 2026,
      month: 11,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('writes Latin digits as Arabic-Indic', () => {
    expect(localDigits('REF 2026-0419', 'arab')).toBe('REF ٢٠٢٦-٠٤١٩');
    expect(localDigits('2026', 'latn')).toBe('2026');
  });
});
