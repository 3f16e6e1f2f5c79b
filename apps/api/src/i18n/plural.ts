import type { Language } from '@mutabaa/shared';

export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A counted text: one wording per plural form of the language (Arabic has six: zero, one,
 * two, few, many, other; English two: one, other), chosen by the number in the parameter `by`.
 */
export type PluralText = {
  readonly by: string;
  readonly forms: Readonly<Partial<Record<PluralCategory, string>>> & { readonly other: string };
};

/** A message of the catalogue: a plain text, or a counted one. */
export type Message = string | PluralText;

/**
 * An Arabic (or other) catalogue for an English one: a counted text in English is counted in
 * every language, and a plain one stays plain.
 */
export type CatalogueLike<T> = { [K in keyof T]: T[K] extends string ? string : PluralText };

/** A counted text whose number is the parameter `by`, written `{by}` in its forms. */
export function counted(by: string, forms: PluralText['forms']): PluralText {
  return { by, forms };
}

const rules = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

/** The plural form `Intl.PluralRules` gives `count` in `lang`. */
export function pluralCategory(lang: Language, count: number): PluralCategory {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count);
}

/** A number as the reader's language writes it. */
export function formatCount(lang: Language, count: number): string {
  let format = numbers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    numbers.set(lang, format);
  }
  return format.format(count);
}

/** The wording of `forms` for `count` in `lang`: its own form, or `other` when it has none. */
export function pluralForm(lang: Language, forms: PluralText['forms'], count: number): string {
  return forms[pluralCategory(lang, count)] ?? forms.other;
}

/** `forms` for `count` with `{count}` written in the reader's digits (for texts outside the catalogue). */
export function plural(lang: Language, count: number, forms: PluralText['forms']): string {
  return pluralForm(lang, forms, count).replace(/\{count\}/g, formatCount(lang, count));
}
