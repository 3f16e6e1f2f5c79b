import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNumberFormat } from '../lib/i18n';
import ar from './ar.json';
import en from './en.json';

let tAr: TFunction;
let tEn: TFunction;

// The real locale files through i18next, set up as the app sets it up: its plural rules are
// Intl.PluralRules', and `{{count, number}}` is written in the reader's digits.
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: 'ar',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  addNumberFormat(instance);
  tAr = instance.getFixedT('ar');
  tEn = instance.getFixedT('en');
});

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
/** A number as the Arabic texts write it (the digits the runtime's Arabic locale data uses). */
const n = (value: number) => new Intl.NumberFormat('ar').format(value);

describe('counted texts', () => {
  it('read right in Arabic for 0, 1, 2, 3, 11 and 100 (zero, one, two, few, many, other)', () => {
    const created = COUNTS.map((count) => tAr('imports.result.created', { count }));
    expect(created).toEqual([
      'لم يُنشأ أي طلب.',
      'أُنشئ طلب واحد.',
      'أُنشئ طلبان.',
      `أُنشئت ${n(3)} طلبات.`,
      `أُنشئ ${n(11)} طلبًا.`,
      `أُنشئ ${n(100)} طلب.`,
    ]);
    const selected = COUNTS.map((count) => tAr('assignments.queue.selected', { count }));
    expect(selected).toEqual([
      'لم يُحدَّد أي طلب',
      'تم تحديد طلب واحد',
      'تم تحديد طلبين',
      `تم تحديد ${n(3)} طلبات`,
      `تم تحديد ${n(11)} طلبًا`,
      `تم تحديد ${n(100)} طلب`,
    ]);
    const total = COUNTS.map((count) =>
      tAr('pager.showing', { from: '١', to: '١', count, more: '' }),
    );
    expect(total.slice(1)).toEqual([
      'عرض ١ إلى ١ من أصل سجل واحد',
      'عرض ١ إلى ١ من أصل سجلين',
      `عرض ١ إلى ١ من أصل ${n(3)} سجلات`,
      `عرض ١ إلى ١ من أصل ${n(11)} سجلًا`,
      `عرض ١ إلى ١ من أصل ${n(100)} سجل`,
    ]);
  });

  it('follow the hundreds, not the count alone: 101, 102, 103, 111 and 1,000 in Arabic', () => {
    const notifications = [101, 102, 103, 111, 1000].map((count) =>
      tAr('layout.unread', { count }),
    );
    expect(notifications).toEqual([
      `${n(101)} إشعار غير مقروء`,
      `${n(102)} إشعار غير مقروء`,
      `${n(103)} إشعارات غير مقروءة`,
      `${n(111)} إشعارًا غير مقروء`,
      `${n(1000)} إشعار غير مقروء`,
    ]);
  });

  it('read right in English for 1 and 2', () => {
    expect(tEn('imports.result.created', { count: 1 })).toBe('1 application created.');
    expect(tEn('imports.result.created', { count: 2 })).toBe('2 applications created.');
    expect(tEn('users.bulk.selected', { count: 1 })).toBe('1 user selected');
    expect(tEn('users.bulk.selected', { count: 2 })).toBe('2 users selected');
    expect(tEn('pager.showing', { from: '1', to: '20', count: 1200, more: '+' })).toBe(
      'Showing 1 to 20 of 1,200+ entries',
    );
  });

  it('give the number in every form that shows one, and no stray placeholder', () => {
    for (const [t, language] of [
      [tAr, 'ar'],
      [tEn, 'en'],
    ] as const) {
      const digits = new Intl.NumberFormat(language).format(3456);
      for (const key of countedKeys(language === 'ar' ? ar : en)) {
        const text = t(key, {
          count: 3456,
          shown: '1',
          from: '1',
          to: '2',
          more: '',
          id: '7',
          name: 'X',
          size: '5 MB',
        });
        expect(text, key).toContain(digits);
        expect(text, key).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});

/** The base keys of the counted texts in a locale file. */
function countedKeys(texts: unknown, prefix = ''): string[] {
  if (!texts || typeof texts !== 'object') return [];
  const found = new Set<string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const base = /^(.+)_other$/.exec(path)?.[1];
    if (base && typeof value === 'string') found.add(base);
    for (const inner of countedKeys(value, path)) found.add(inner);
  }
  return [...found];
}
