import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormRowProps = {
  label: string;
  required: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the control (input, textarea, select or picker) with the wiring props. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form row with a required marker. Unlike components/ui/field.tsx it takes any
 * control, since this form mixes inputs, a textarea, selects and a combobox.
 */
export function FormRow({ label, required, error, hint, className, children }: FormRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="text-danger ms-1" title={t('common.required')} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block" data-testid="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
