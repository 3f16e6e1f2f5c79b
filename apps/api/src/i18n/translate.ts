import type { Language } from '@mutabaa/shared';
import { ar, en, type MessageKey } from './messages.js';
import { formatCount, pluralForm, type Message } from './plural.js';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

const catalogs: Record<Language, Record<MessageKey, Message>> = { ar, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, value);
}

/**
 * The text of `key` in `lang`, with `{name}` parameters filled in. A counted text takes the
 * plural form of its number (by `Intl.PluralRules`), written in the reader's digits.
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const message = catalogs[lang][key];
  if (typeof message === 'string') return fill(message, params);
  const count = Number(params[message.by]);
  if (!Number.isFinite(count)) return fill(message.forms.other, params);
  return fill(pluralForm(lang, message.forms, count), {
    ...params,
    [message.by]: formatCount(lang, count),
  });
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
