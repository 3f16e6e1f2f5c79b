import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, systemTitle, type Language } from '@mutabaa/shared';
import { changeLanguage, isLanguage } from './i18n';
import { store } from './session';
import { useBranding } from './branding';
import { useTranslation } from './use-translation';

/** The interface language and a way to change it (stored, direction and stylesheet follow). */
export function useLanguage() {
  const { language: current } = useTranslation();
  const language: Language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Language) => changeLanguage(store, next), []);
  return { language, setLanguage };
}

/** The system title of the branding in the current language. */
export function useSystemTitle(): string {
  const { language } = useLanguage();
  return systemTitle(useBranding(), language);
}
