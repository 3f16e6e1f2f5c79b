import i18n from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  directionOf,
  type Language,
} from '@mutabaa/shared';
import { loadBootstrap } from './stylesheet';
import type { KeyValueStore } from './storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored interface language, or null when none (or an unknown one) is stored. */
export function readStoredLanguage(store: KeyValueStore): Language | null {
  const value = store.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

type Messages = Record<string, unknown>;

/** Each language's texts are a chunk of their own; only the one in use is fetched. */
const LOCALES: Record<Language, () => Promise<{ default: Messages }>> = {
  ar: () => import('../locales/ar.json'),
  en: () => import('../locales/en.json'),
};

async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const messages = (await LOCALES[language]()).default;
  i18n.addResourceBundle(language, 'translation', messages);
}

function applyDocumentLanguage(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  // The server reads it to send the page already in this language, with its stylesheet.
  document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
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
  applyDocumentLanguage(language);
  const [messages, activate] = await Promise.all([
    LOCALES[language](),
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
