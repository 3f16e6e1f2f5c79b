import { useId, useState, type FormEvent } from 'react';
import { isolate } from '../../../lib/isolate';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useFindApplication, type PreviewApplication } from '../api/find-application';

type ApplicationPickerProps = {
  chosen: PreviewApplication | null;
  onChoose: (application: PreviewApplication | null) => void;
};

/** Chooses the application a preview takes its values from, by reference number. */
export function ApplicationPicker({ chosen, onChoose }: ApplicationPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const find = useFindApplication();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const wanted = reference.trim();
    if (!wanted) return setProblem(t('emailTemplates.application.required'));
    try {
      const found = await find.mutateAsync(wanted);
      if (found) onChoose(found);
      else setProblem(t('emailTemplates.application.notFound', { reference: isolate(wanted) }));
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };

  if (chosen) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2" data-testid="template-application">
        <span>
          {t('emailTemplates.application.using')}{' '}
          <bdi dir="ltr" className="fw-semibold" data-testid="template-application-reference">
            {chosen.reference_number}
          </bdi>{' '}
          — <bdi>{chosen.title}</bdi>
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onChoose(null)}
          data-testid="template-application-clear"
        >
          {t('emailTemplates.application.clear')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="template-application-form">
      <label htmlFor={inputId} className="form-label">
        {t('emailTemplates.application.label')}
      </label>
      <div className={`input-group${problem ? ' has-validation' : ''}`}>
        <input
          id={inputId}
          type="text"
          dir="ltr"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          placeholder={t('emailTemplates.application.placeholder')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
          data-testid="template-application-reference-input"
        />
        <button
          type="submit"
          className="btn btn-outline-primary"
          disabled={find.isPending}
          aria-busy={find.isPending || undefined}
          data-testid="template-application-use"
        >
          {t('emailTemplates.application.use')}
        </button>
        {problem && (
          <div
            id={`${inputId}-error`}
            className="invalid-feedback"
            data-testid="template-application-error"
          >
            {problem}
          </div>
        )}
      </div>
      {!problem && (
        <div id={`${inputId}-hint`} className="form-text">
          {t('emailTemplates.application.hint')}
        </div>
      )}
    </form>
  );
}
