import { useTranslation } from '../../../lib/use-translation';

/** How a document template is written: a variable, paragraphs, a list. */
export function DocumentSyntax() {
  const { t } = useTranslation();
  return (
    <details className="small">
      <summary>{t('documentTemplates.syntax.title')}</summary>
      <ul className="mt-2 mb-0 ps-3">
        <li>
          <code dir="ltr">{'{{ name }}'}</code> — {t('documentTemplates.syntax.variable')}
        </li>
        <li>{t('documentTemplates.syntax.paragraph')}</li>
        <li>
          <code dir="ltr">- …</code> — {t('documentTemplates.syntax.list')}
        </li>
      </ul>
    </details>
  );
}
