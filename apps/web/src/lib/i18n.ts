import i18n, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  directionOf,
  type Language,
} from '@mutabaa/shared';
import { loadBootstrap } from './stylesheet';
import type { KeyValueStore } from './storage';
import type { TextPart } from '../locales/parts';
import { setPageCookie } from './page-cookie';
import { formatNumber } from './format';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored interface language, or null when none (or an unknown one) is stored. */
export function readStoredLanguage(store: KeyValueStore): Language | null {
  const value = store.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * Each language's texts are two chunks of their own (see `locales/parts.ts`): the public
 * part, fetched at start, and the screens' part, fetched with the signed-in layout. Only the
 * language in use is fetched.
 */
const TEXTS: Record<Language, Record<TextPart, Loader>> = {
  ar: {
    public: () => import('../locales/ar.json?part=public'),
    screens: () => import('../locales/ar.json?part=screens'),
  },
  en: {
    public: () => import('../locales/en.json?part=public'),
    screens: () => import('../locales/en.json?part=screens'),
  },
};

/** Whether the screens' texts are wanted: from then on, a language switch fetches them too. */
let screensWanted = false;

async function loadPart(language: Language, part: TextPart): Promise<void> {
  const messages = (await TEXTS[language][part]()).default;
  // The loaders are cached modules, so adding a part again is a cheap no-op merge.
  i18n.addResourceBundle(language, 'translation', messages, true, false);
}

async function loadMessages(language: Language): Promise<void> {
  await Promise.all([
    loadPart(language, 'public'),
    screensWanted ? loadPart(language, 'screens') : undefined,
  ]);
}

/** The signed-in screens' texts in the current language; resolves once they can be used. */
export async function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  // The download starts at once, beside the layout's code, not after i18next has started.
  if (starting) void TEXTS[starting].screens();
  await ready;
  await loadPart(i18n.language as Language, 'screens');
}

/**
 * Counted texts write their number as `{{count, number}}`: i18next picks the plural form
 * (`key_one`, `key_few`, …) by `Intl.PluralRules` from `count`, and this formats the number
 * as every other number on screen is, in the reader's language.
 */
export function addNumberFormat(instance: I18n): void {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    formatNumber(Number(value), isLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  );
}

/** The language initI18n is starting with, known before its texts have arrived. */
let starting: Language | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function applyDocumentLanguage(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  // The server reads it to send the page already in this language, with its stylesheet.
  setPageCookie('language', language);
}

/**
 * Starts i18next with the stored language. Arabic is the default and is stored on first
 * visit, so API requests (whose own default is en) then also ask for Arabic.
 */
export async function initI18n(store: KeyValueStore): Promise<Language> {
  let language = readStoredLanguage(store);
  if (!language) {
    language = DEFAULT_LANGUAGE;
    store.setItem(STORAGE_KEYS.language, language);
  }
  starting = language;
  applyDocumentLanguage(language);
  const [messages, activate] = await Promise.all([
    TEXTS[language].public(),
    loadBootstrap(directionOf(language)).catch((error: unknown) => {
      console.error(error);
      return () => {};
    }),
  ]);
  activate();
  await i18n.init({
    resources: { [language]: { translation: messages.default } },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  markReady();
  return language;
}

/** Switches the interface language: stores it, swaps Bootstrap, flips `<html lang dir>`. */
export async function changeLanguage(store: KeyValueStore, language: Language): Promise<void> {
  store.setItem(STORAGE_KEYS.language, language);
  const [activate] = await Promise.all([
    loadBootstrap(directionOf(language)).catch((error: unknown) => {
      console.error(error);
      return () => {};
    }),
    loadMessages(language),
  ]);
  activate();
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
