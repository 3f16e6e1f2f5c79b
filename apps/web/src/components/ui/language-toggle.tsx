import { useTranslation } from '../../lib/use-translation';
import { useLanguage } from '../../lib/use-language';
import { GlobeIcon } from './icons';

/** The EN/AR switch: names the other language in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const next = language === 'ar' ? 'en' : 'ar';
  const nextName = t(`language.${next}`);
  return (
    <button
      type="button"
      className={className ?? 'btn btn-outline-dark btn-sm'}
      data-testid="language-toggle"
      title={t('language.switchTo', { language: nextName })}
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon className="me-1" />
      <span lang={next} className="language-toggle-full">
        {nextName}
      </span>
      {/* Narrow screens show a short code; the full name is still what is read out. */}
      <span lang={next} className="language-toggle-short" aria-hidden="true">
        {t(`language.${next}Short`)}
      </span>
    </button>
  );
}
