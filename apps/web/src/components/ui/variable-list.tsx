import { useId, type ReactNode } from 'react';
import { variableToken } from '../../lib/insert-variable';
import { useTranslation } from '../../lib/use-translation';

type VariableListProps = {
  variables: readonly string[];
  /** The name of the field a variable goes into: the last one focused. */
  targetName: string;
  onInsert: (name: string) => void;
  /** How a template is written, below the list. */
  children?: ReactNode;
};

/** The variables a template offers, each a button that writes it into the target field. */
export function VariableList({ variables, targetName, onInsert, children }: VariableListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const targetId = useId();
  return (
    <section className="card mb-3" aria-labelledby={headingId} data-testid="template-variables">
      <div className="card-body">
        <h2 id={headingId} className="h6 card-title">
          {t('templateEditor.variables.title')}
        </h2>
        <p className="small text-body-secondary mb-2">{t('templateEditor.variables.hint')}</p>
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
              <span className="visually-hidden">{t('templateEditor.variables.insert')} </span>
              <code dir="ltr" className="text-reset">
                {variableToken(name)}
              </code>
            </button>
          ))}
        </div>
        <p id={targetId} className="small mt-2 mb-2" data-testid="template-variable-target">
          {t('templateEditor.variables.target', { field: targetName })}
        </p>
        {children}
      </div>
    </section>
  );
}
