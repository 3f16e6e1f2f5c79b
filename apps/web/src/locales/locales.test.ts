import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** The keys with the plural suffix taken off: `a.b_one` and `a.b_other` are `a.b`. */
function baseKeys(texts: unknown): Set<string> {
  return new Set(keys(texts).map((k) => PLURAL.exec(k)?.[1] ?? k));
}

/** Each counted text's base key and the plural forms the file gives it. */
function pluralForms(texts: unknown): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys(texts)) {
    const [, base, form] = PLURAL.exec(key) ?? [];
    if (base && form) forms.set(base, [...(forms.get(base) ?? []), form]);
  }
  return forms;
}

describe('locale files', () => {
  it('carry the same keys in Arabic and English, plural forms aside', () => {
    const arKeys = baseKeys(ar);
    const enKeys = baseKeys(en);
    expect(
      [...enKeys].filter((k) => !arKeys.has(k)),
      'missing in ar.json',
    ).toEqual([]);
    expect(
      [...arKeys].filter((k) => !enKeys.has(k)),
      'missing in en.json',
    ).toEqual([]);
  });

  it('give every counted text exactly the plural forms of its language', () => {
    const categories = (language: string) =>
      new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    // Guards the test itself: a runtime without full ICU data would make it vacuous.
    expect([...categories('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect([...categories('en')].sort()).toEqual(['one', 'other']);
    const arForms = pluralForms(ar);
    const enForms = pluralForms(en);
    expect([...arForms.keys()].sort()).toEqual([...enForms.keys()].sort());
    expect(arForms.size).toBeGreaterThan(0);
    for (const [texts, language] of [
      [arForms, 'ar'],
      [enForms, 'en'],
    ] as const) {
      for (const [base, forms] of texts) {
        expect([...forms].sort(), `${language}: ${base}`).toEqual([...categories(language)].sort());
        // A counted text is chosen by `count`: a base key beside its forms would never be read.
        expect(keys(language === 'ar' ? ar : en), `${language}: ${base}`).not.toContain(base);
      }
    }
  });

  it('have no empty texts, and the Arabic texts are in Arabic script', () => {
    const leaves = (obj: unknown) =>
      keys(obj).map((k) => k.split('.').reduce<unknown>((o, p) => (o as never)[p], obj));
    for (const text of [...leaves(ar), ...leaves(en)]) expect(text).toMatch(/\S/);
    const arabic = leaves(ar).filter((t) => /[\u0600-\u06FF]/.test(String(t)));
    // Only language names, symbols and the like may stay out of Arabic script.
    expect(arabic.length / leaves(ar).length).toBeGreaterThan(0.9);
  });

  it('translate every validation message key of the shared schemas', () => {
    for (const key of [
      'required',
      'invalid_email',
      'invalid_phone',
      'too_long',
      'password_too_short',
      'passwords_mismatch',
      'invalid_color',
      'invalid_option_value',
      'invalid_characters',
      'date_out_of_range',
      'invalid_format',
      'invalid_time',
      'invalid_time_zone',
      'sla_working_days_required',
      'sla_days_repeated',
      'sla_day_end_before_start',
      'sla_hours_range',
      'sla_holiday_ends_before_start',
      'sla_holiday_too_long',
      'sla_statuses_repeated',
      'sla_warn_percent_range',
    ]) {
      expect(ar.validation).toHaveProperty(key);
      expect(en.validation).toHaveProperty(key);
    }
  });
});
