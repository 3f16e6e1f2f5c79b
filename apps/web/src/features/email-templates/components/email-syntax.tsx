import { useTranslation } from '../../../lib/use-translation';

/** How a mail template is written: a variable, a button, a loop. */
export function EmailSyntax() {
  const { t } = useTranslation();
  return (
    <details className="small">
      <summary>{t('emailTemplates.syntax.title')}</summary>
      <ul className="mt-2 mb-0 ps-3">
        <li>
          <code dir="ltr">{'{{ name }}'}</code> — {t('emailTemplates.syntax.variable')}
        </li>
        <li>
          <code dir="ltr">{`[${t('emailTemplates.syntax.label')}]({{ link }})`}</code> —{' '}
          {t('emailTemplates.syntax.button')}
        </li>
        <li>
          <code dir="ltr">{'{% for item in items %}…{% endfor %}'}</code> —{' '}
          {t('emailTemplates.syntax.loop')}
        </li>
      </ul>
    </details>
  );
}
