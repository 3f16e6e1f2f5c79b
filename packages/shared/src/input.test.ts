import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DATE_MAX,
  DATE_MIN,
  emailAddress,
  ID_MAX,
  isoDate,
  isoInstant,
  multiLineText,
  passwordText,
  queryBoolean,
  queryId,
  queryInt,
  queryKey,
  singleLineText,
  ZId,
  ZPage,
  ZPageSize,
} from './input.js';
import { MAX_PAGE_SIZE } from './limits.js';

/** The message keys of a refused value, or the parsed value. */
function parse(schema: z.ZodType, value: unknown): { ok: unknown } | { keys: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { keys: result.error.issues.map((i) => i.message) };
}

describe('singleLineText', () => {
  const text = singleLineText(5);

  it('normalises to NFC and trims', () => {
    expect(parse(text, '  Cafe\u0301 ')).toEqual({ ok: 'Café' });
    expect(parse(text, '\n\tab\r\n')).toEqual({ ok: 'ab' });
  });

  it('refuses NUL, lone surrogates and every control character inside the line', () => {
    for (const bad of ['a\u0000b', 'a\ud800', '\udc00a', 'a\tb', 'a\nb', 'a\rb', 'a\u001fb']) {
      expect(parse(text, bad), JSON.stringify(bad)).toEqual({ keys: ['invalid_characters'] });
    }
  });

  it('keeps characters outside the basic plane (surrogate pairs) and Arabic', () => {
    expect(parse(text, '😀')).toEqual({ ok: '😀' });
    expect(parse(text, 'أحمد')).toEqual({ ok: 'أحمد' });
  });

  it('limits the length after trimming, and only that once the characters are refused', () => {
    expect(parse(text, ' abcde ')).toEqual({ ok: 'abcde' });
    expect(parse(text, 'abcdef')).toEqual({ keys: ['too_long'] });
    expect(parse(text, 'abcdef\u0000')).toEqual({ keys: ['invalid_characters'] });
  });
});

describe('multiLineText', () => {
  const text = multiLineText(50);

  it('keeps tabs and line breaks inside the text', () => {
    expect(parse(text, ' one\r\n\ttwo\n')).toEqual({ ok: 'one\r\n\ttwo' });
  });

  it('refuses NUL, lone surrogates and the other control characters', () => {
    for (const bad of ['a\u0000', 'a\ud800b', 'a\u0007', 'a\u000bb', 'a\u001b[31m']) {
      expect(parse(text, bad), JSON.stringify(bad)).toEqual({ keys: ['invalid_characters'] });
    }
  });
});

describe('emailAddress', () => {
  const email = emailAddress();

  it('accepts an address around spaces, and refuses what is not one', () => {
    expect(parse(email, ' sara@example.com ')).toEqual({ ok: 'sara@example.com' });
    expect(parse(email, 'sara@')).toEqual({ keys: ['invalid_email'] });
  });

  it('says invalid characters alone for a NUL in an address', () => {
    expect(parse(email, 'sara\u0000@example.com')).toEqual({ keys: ['invalid_characters'] });
  });

  it('limits the length', () => {
    expect(parse(email, `${'a'.repeat(250)}@example.com`)).toEqual({ keys: ['too_long'] });
  });
});

describe('passwordText', () => {
  const password = passwordText(8, 20, 'password_too_short');

  it('keeps a password exactly as typed: outer spaces and composed forms stay', () => {
    expect(parse(password, '  Cafe\u0301 pass ')).toEqual({ ok: '  Cafe\u0301 pass ' });
  });

  it('refuses NUL and lone surrogates only', () => {
    expect(parse(password, 'abcdefgh\u0000')).toEqual({ keys: ['invalid_characters'] });
    expect(parse(password, 'abcdefgh\ud800')).toEqual({ keys: ['invalid_characters'] });
    expect(parse(password, 'abc\tdefgh')).toEqual({ ok: 'abc\tdefgh' });
  });

  it('bounds the length', () => {
    expect(parse(password, 'short')).toEqual({ keys: ['password_too_short'] });
    expect(parse(password, 'x'.repeat(21))).toEqual({ keys: ['too_long'] });
  });
});

describe('isoDate', () => {
  it(`accepts ${DATE_MIN} to ${DATE_MAX}`, () => {
    for (const day of [DATE_MIN, '2026-02-28', '2024-02-29', DATE_MAX]) {
      expect(parse(isoDate(), day)).toEqual({ ok: day });
    }
  });

  it('refuses days outside the range, with their own message', () => {
    for (const day of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
      expect(parse(isoDate(), day), day).toEqual({ keys: ['date_out_of_range'] });
    }
  });

  it('refuses what is not a day', () => {
    for (const day of ['2026-02-30', '2026-2-1', '20260201', '2026-02-01T00:00:00Z', '']) {
      expect(parse(isoDate(), day), day).toEqual({ keys: ['invalid_format'] });
    }
  });
});

describe('isoInstant', () => {
  it('accepts a day or a date and time with offset within the range', () => {
    expect(parse(isoInstant(), DATE_MIN)).toEqual({ ok: DATE_MIN });
    const late = `${DATE_MAX}T23:00:00-05:00`;
    expect(parse(isoInstant(), late)).toEqual({ ok: late });
  });

  it('refuses instants outside the range and malformed ones', () => {
    expect(parse(isoInstant(), '0000-01-01T00:00:00Z')).toEqual({ keys: ['date_out_of_range'] });
    expect(parse(isoInstant(), '10000-01-01')).toEqual({ keys: ['invalid_format'] });
    expect(parse(isoInstant(), 'yesterday')).toEqual({ keys: ['invalid_format'] });
  });
});

describe('numbers and ids', () => {
  it('takes body ids from 1 to the largest 32-bit integer', () => {
    expect(parse(ZId, ID_MAX)).toEqual({ ok: ID_MAX });
    for (const bad of [0, -1, ID_MAX + 1, 1.5, Number.MAX_SAFE_INTEGER, '1']) {
      expect(ZId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('takes query ids as plain digits only', () => {
    expect(parse(queryId(), '2147483647')).toEqual({ ok: ID_MAX });
    for (const bad of ['0', '-1', '01', '1e3', '0x10', ' 1', '2147483648', '99999999999']) {
      expect(parse(queryId(), bad), bad).toEqual({ keys: ['invalid'] });
    }
  });

  it('bounds query integers, pages and page sizes', () => {
    expect(parse(queryInt(0, 10), '10')).toEqual({ ok: 10 });
    expect(queryInt(0, 10).safeParse('11').success).toBe(false);
    expect(queryInt(0, 10).safeParse('abc').success).toBe(false);
    expect(parse(ZPage, undefined)).toEqual({ ok: 1 });
    expect(ZPage.safeParse('0').success).toBe(false);
    expect(ZPage.safeParse('1000001').success).toBe(false);
    expect(parse(ZPageSize, String(MAX_PAGE_SIZE))).toEqual({ ok: MAX_PAGE_SIZE });
    expect(ZPageSize.safeParse(String(MAX_PAGE_SIZE + 1)).success).toBe(false);
  });
});

describe('queryBoolean', () => {
  it('reads true, false, 1 and 0, and nothing else', () => {
    expect(parse(queryBoolean(), 'true')).toEqual({ ok: true });
    expect(parse(queryBoolean(), '1')).toEqual({ ok: true });
    expect(parse(queryBoolean(), 'false')).toEqual({ ok: false });
    expect(parse(queryBoolean(), '0')).toEqual({ ok: false });
    expect(queryBoolean().safeParse('yes').success).toBe(false);
  });
});

describe('digits in any of the three sets', () => {
  const ARABIC = '٠١٢٣٤٥٦٧٨٩';
  const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
  const inDigits = (text: string, set: string) => text.replace(/[0-9]/g, (d) => set[Number(d)]!);
  /** The answer for `latin` and for the same text in Arabic-Indic and Persian digits. */
  const answers = (schema: z.ZodType, latin: string) =>
    [latin, inDigits(latin, ARABIC), inDigits(latin, PERSIAN)].map((v) => parse(schema, v));

  it('gives the same answer for ids, integers, pages and yes/no in every digit set', () => {
    const cases: [z.ZodType, string, unknown][] = [
      [queryId(), '2147483647', { ok: ID_MAX }],
      [queryId(), '2147483648', { keys: ['invalid'] }],
      [queryId(), '01', { keys: ['invalid'] }],
      [queryInt(0, 10), '10', { ok: 10 }],
      [ZPage, '12', { ok: 12 }],
      [ZPageSize, String(MAX_PAGE_SIZE), { ok: MAX_PAGE_SIZE }],
      [queryBoolean(), '1', { ok: true }],
      [queryBoolean(), '0', { ok: false }],
    ];
    for (const [schema, latin, expected] of cases) {
      expect(answers(schema, latin), latin).toEqual([expected, expected, expected]);
    }
    expect(ZPageSize.safeParse(inDigits(String(MAX_PAGE_SIZE + 1), ARABIC)).success).toBe(false);
  });

  it('gives the same answer for days and instants in every digit set', () => {
    const cases: [z.ZodType, string, unknown][] = [
      [isoDate(), '2026-01-01', { ok: '2026-01-01' }],
      [isoDate(), '2199-12-31', { ok: '2199-12-31' }],
      [isoDate(), '2200-01-01', { keys: ['date_out_of_range'] }],
      [isoDate(), '2026-02-30', { keys: ['invalid_format'] }],
      [isoInstant(), '2026-01-01', { ok: '2026-01-01' }],
      [isoInstant(), '2026-11-28T09:11:10+03:00', { ok: '2026-11-28T09:11:10+03:00' }],
      [isoInstant(), '1899-12-31T00:00:00Z', { keys: ['date_out_of_range'] }],
    ];
    for (const [schema, latin, expected] of cases) {
      expect(answers(schema, latin), latin).toEqual([expected, expected, expected]);
    }
  });

  it('drops the direction marks pasted around a number, and keeps refusing spaces', () => {
    expect(parse(isoDate(), '\u200f٢٠٢٦-٠١-٠١\u200f')).toEqual({ ok: '2026-01-01' });
    expect(parse(queryId(), '\u200e٤٢')).toEqual({ ok: 42 });
    expect(parse(queryId(), ' ٤٢')).toEqual({ keys: ['invalid'] });
  });

  it('reads the digits of an identifier, and leaves the digits of free text as typed', () => {
    expect(parse(queryKey(40), 'TX-٠١ABC۲۳')).toEqual({ ok: 'TX-01ABC23' });
    expect(parse(singleLineText(40), 'الطلب ٢٠٢٦')).toEqual({ ok: 'الطلب ٢٠٢٦' });
    expect(parse(multiLineText(40), 'سطر ۱\nسطر ٢')).toEqual({ ok: 'سطر ۱\nسطر ٢' });
  });

  it('refuses what is not text as before', () => {
    expect(parse(isoDate(), 20260101)).toEqual({ keys: ['invalid_format'] });
    expect(queryId().safeParse(42).success).toBe(false);
  });
});
