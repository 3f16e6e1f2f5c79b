import { describe, expect, it } from 'vitest';
import { westernDigits } from '@mutabaa/shared';
import { OptionMatcher, parseDay, parseTags } from './cell-values.js';
import { csvEncoding } from './csv-format.js';
import { columnNames } from './inspect.js';
import { applyRemembered, headerKey, headersKey, suggestMapping } from './suggest.js';

describe('reading a day', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026/1/5', '2026-01-05'],
    ['31/12/2026', '2026-12-31'],
    ['5.1.2026', '2026-01-05'],
    ['٣١/١٢/٢٠٢٦', '2026-12-31'],
    ['۲۰۲۶-۰۱-۰۵', '2026-01-05'],
    ['\u200f31/12/2026', '2026-12-31'],
    ['2026-12-31T10:00:00Z', '2026-12-31'],
    [46022, '2025-12-31'],
  ])('%s is %s', (cell, day) => {
    expect(parseDay(cell)).toBe(day);
  });

  it('takes an Excel date as its calendar day', () => {
    expect(parseDay(new Date(Date.UTC(2027, 1, 28)))).toBe('2027-02-28');
  });

  it.each(['31/02/2026', '2026-13-01', 'tomorrow', '12/2026', '1.5', '', '2026-02-29'])(
    'refuses %j',
    (cell) => {
      expect(parseDay(cell)).toBeUndefined();
    },
  );
});

describe('options, tags and digits', () => {
  const matcher = new OptionMatcher([
    { value: 'license', labelEn: 'License', labelAr: 'ترخيص' },
    { value: 'urgent', labelEn: 'Urgent', labelAr: 'عاجلة' },
    { value: 'general_request', labelEn: 'General request', labelAr: 'طلب عام' },
  ]);

  it('matches a value or either label, whatever the case or letter forms', () => {
    expect(matcher.find('LICENSE')).toBe('license');
    expect(matcher.find(' ترخيص ')).toBe('license');
    expect(matcher.find('عاجله')).toBe('urgent');
    expect(matcher.find('general   REQUEST')).toBe('general_request');
    expect(matcher.find('طلب  عام')).toBe('general_request');
    expect(matcher.find('licence')).toBeUndefined();
  });

  it('splits tags on Latin and Arabic commas and semicolons, each once', () => {
    expect(parseTags('تجديد، عاجل;vip, vip')).toEqual(['تجديد', 'عاجل', 'vip']);
    expect(parseTags(null)).toEqual([]);
    // As an Arabic export writes them: each tag isolated, the list led by U+200F.
    expect(parseTags('\u200F\u2068vip\u2069، \u2068عاجل\u2069')).toEqual(['vip', 'عاجل']);
  });

  it('writes Eastern digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});

describe('headers', () => {
  it('reduces Arabic and English headers to what tells fields apart', () => {
    expect(headerKey('البريد الإلكتروني')).toBe(headerKey('بريد الالكتروني'));
    expect(headerKey('Due_Date *')).toBe(headerKey('due date'));
  });

  it('suggests each field once, for the first column that names it', () => {
    expect(suggestMapping(['الموضوع', 'E-mail', 'الجوال', 'Notes', 'Title', 'Whatever'])).toEqual({
      الموضوع: 'title',
      'E-mail': 'client_email',
      الجوال: 'client_phone',
      Notes: 'description',
      Title: null,
      Whatever: null,
    });
  });

  it('remembers a mapping by its set of headers, whatever their order', () => {
    expect(headersKey(['A', 'B'])).toBe(headersKey(['b', 'a']));
    expect(headersKey(['A', 'B'])).not.toBe(headersKey(['A', 'C']));
    expect(applyRemembered(['B', 'A'], { a: 'title', b: null })).toEqual({ B: null, A: 'title' });
    expect(applyRemembered(['A', 'C'], { A: 'title', B: null })).toBeUndefined();
  });

  it('names empty and repeated headers by their position', () => {
    expect(columnNames(['Title', null, 'Title', ' '])).toEqual(['Title', '#2', 'Title #3', '#4']);
  });
});

describe('a CSV file’s encoding', () => {
  it('follows a byte order mark, else valid UTF-8, else Windows-1256', () => {
    expect(csvEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), true)).toBe('utf-8');
    expect(csvEncoding(Buffer.from([0xff, 0xfe, 0x41, 0x00]), false)).toBe('utf-16le');
    expect(csvEncoding(Buffer.from('Title'), true)).toBe('utf-8');
    expect(csvEncoding(Buffer.from([0xc7, 0xe1]), false)).toBe('windows-1256');
  });
});
