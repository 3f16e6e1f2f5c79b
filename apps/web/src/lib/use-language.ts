import { useCallback } from 'react';
import { DEFAULT_BRANDING, DEFAULT_LANGUAGE, systemTitle, type Language } from '@mutabaa/shared';
import { changeLanguage, isLanguage } from './i18n';
import { store } from './session';
import { useTranslation } from './use-translation';

/** The interface language and a way to change it (stored, direction and stylesheet follow). */
export function useLanguage() {
  const { language: current } = useTranslation();
  const language: Language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Language) => changeLanguage(store, next), []);
  return { language, setLanguage };
}

/** The system title in the current language (server branding arrives in a later issue). */
export function useSystemTitle(): string {
  const { language } = useLanguage();
  return systemTitle(DEFAULT_BRANDING, language);
}
