import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/**
 * The translate function for the current language; components re-render when it changes.
 * A few lines in place of react-i18next keep the sign-in route within its 150 KB budget.
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18n.getFixedT(language), language }), [language]);
}
