import type { Language } from '@mutabaa/shared';
import { ar, en, type MessageKey } from './messages.js';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const catalogs: Record<Language, Record<MessageKey, string>> = { ar, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}

/** The text of `key` in `lang`, with `{name}` parameters filled in. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
