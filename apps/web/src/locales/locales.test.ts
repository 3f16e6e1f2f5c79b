import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  it('carry the same keys in Arabic and English', () => {
    const arKeys = new Set(keys(ar));
    const enKeys = new Set(keys(en));
    expect(
      [...enKeys].filter((k) => !arKeys.has(k)),
      'missing in ar.json',
    ).toEqual([]);
    expect(
      [...arKeys].filter((k) => !enKeys.has(k)),
      'missing in en.json',
    ).toEqual([]);
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
    ]) {
      expect(ar.validation).toHaveProperty(key);
      expect(en.validation).toHaveProperty(key);
    }
  });
});
