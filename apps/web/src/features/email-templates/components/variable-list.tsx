import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { variableToken } from '../utils/insert-variable';
import { languageOf, partOf, type TextField } from '../utils/template-draft';

type VariableListProps = {
  variables: readonly string[];
  /** The field a variable goes into: the last one focused. */
  target: TextField;
  onInsert: (name: string) => void;
};

/** The variables the template offers, each a button that writes it into the target field. */
export function VariableList({ variables, target, onInsert }: VariableListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const targetId = useId();
  const targetName = t('emailTemplates.fieldIn', {
    field: t(`emailTemplates.fields.${partOf(target)}`),
    language: t(`emailTemplates.languages.${languageOf(target)}`),
  });
  return (
    <section className="card mb-3" aria-labelledby={headingId} data-testid="template-variables">
      <div className="card-body">
        <h2 id={headingId} className="h6 card-title">
          {t('emailTemplates.variables.title')}
        </h2>
        <p className="small text-body-secondary mb-2">{t('emailTemplates.variables.hint')}</p>
        <div className="d-flex flex-wrap gap-2" role="group" aria-labelledby={headingId}>
          {variables.map((name) => (
            <button
              key={name}
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => onInsert(name)}
              aria-describedby={targetId}
              data-testid={`template-variable-${name}`}
            >
              <span className="visually-hidden">{t('emailTemplates.variables.insert')} </span>
              <code dir="ltr" className="text-reset">
                {variableToken(name)}
              </code>
            </button>
          ))}
        </div>
        <p id={targetId} className="small mt-2 mb-2" data-testid="template-variable-target">
          {t('emailTemplates.variables.target', { field: targetName })}
        </p>
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
      </div>
    </section>
  );
}
