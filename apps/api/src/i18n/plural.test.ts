import type { Language } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { ar, en } from './messages.js';
import { formatCount, plural, pluralCategory, type Message } from './plural.js';
import { translate } from './translate.js';

const COUNTS = [0, 1, 2, 3, 11, 100];
/** A number as the runtime's Arabic locale data writes it. */
const n = (value: number) => formatCount('ar', value);

describe('plural forms', () => {
  it('follow Intl.PluralRules: six Arabic forms, two English ones', () => {
    expect(COUNTS.map((count) => pluralCategory('ar', count))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    // The last two digits decide, not the size: 103 is few, 111 many, 102 other.
    expect([101, 102, 103, 111, 1000].map((c) => pluralCategory('ar', c))).toEqual([
      'other',
      'other',
      'few',
      'many',
      'other',
    ]);
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual([
      'other',
      'one',
      'other',
    ]);
  });

  it('give every counted message exactly the forms of its language, each with its number', () => {
    const counted = (catalogue: Record<string, Message>) =>
      Object.entries(catalogue).filter(
        (entry): entry is [string, Exclude<Message, string>] => typeof entry[1] !== 'string',
      );
    expect(counted(en).length).toBeGreaterThan(10);
    for (const [catalogue, lang] of [
      [ar, 'ar'],
      [en, 'en'],
    ] as const) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, message] of counted(catalogue)) {
        expect(Object.keys(message.forms).sort(), `${lang} ${key}`).toEqual([...categories].sort());
        // Zero, one and two are said in words in Arabic; the other forms carry the number.
        for (const [form, text] of Object.entries(message.forms)) {
          if (lang === 'en' || ['few', 'many', 'other'].includes(form)) {
            expect(text, `${lang} ${key} ${form}`).toContain(`{${message.by}}`);
          }
        }
      }
      // English and Arabic count the same messages by the same parameter.
      expect(counted(catalogue).map(([key, m]) => `${key}:${m.by}`)).toEqual(
        counted(lang === 'ar' ? en : ar).map(([key, m]) => `${key}:${m.by}`),
      );
    }
  });

  it('read right for 0, 1, 2, 3, 11 and 100 in Arabic and 1 and 2 in English', () => {
    const say = (lang: Language, count: number) =>
      translate(lang, 'applications_assigned', { count });
    expect(COUNTS.map((count) => say('ar', count))).toEqual([
      'لم يُسند أي طلب.',
      'أُسند طلب واحد.',
      'أُسند طلبان.',
      `أُسندت ${n(3)} طلبات.`,
      `أُسند ${n(11)} طلبًا.`,
      `أُسند ${n(100)} طلب.`,
    ]);
    expect([1, 2].map((count) => say('en', count))).toEqual([
      '1 application assigned.',
      '2 applications assigned.',
    ]);
    expect(
      COUNTS.map((seconds) => translate('ar', 'rate_limited', { seconds })).map((text) =>
        text.replace('طلبات كثيرة جدًا. ', ''),
      ),
    ).toEqual([
      'حاول مرة أخرى الآن.',
      'حاول مرة أخرى بعد ثانية واحدة.',
      'حاول مرة أخرى بعد ثانيتين.',
      `حاول مرة أخرى بعد ${n(3)} ثوانٍ.`,
      `حاول مرة أخرى بعد ${n(11)} ثانية.`,
      `حاول مرة أخرى بعد ${n(100)} ثانية.`,
    ]);
    expect(translate('en', 'import_too_many_rows', { maximum: 1 })).toBe(
      'The file has more than 1 row. Split it into smaller files.',
    );
    expect(translate('en', 'import_too_many_rows', { maximum: 20000 })).toBe(
      'The file has more than 20,000 rows. Split it into smaller files.',
    );
  });

  it('fall back to the other form when the count is missing, and fill the rest as given', () => {
    expect(translate('en', 'import_file_removed', {})).toBe(
      'The uploaded file was removed after {days} days. Upload it again.',
    );
    expect(plural('ar', 2, { two: 'ملفان', other: '{count} ملف' })).toBe('ملفان');
    expect(plural('ar', 5, { two: 'ملفان', other: '{count} ملف' })).toBe(`${n(5)} ملف`);
  });
});
