import { useId, type ComponentProps } from 'react';
import { isHexColour } from '../../../../lib/colour';
import { useTranslation } from '../../../../lib/use-translation';

type ColourFieldProps = {
  label: string;
  value: string;
  onPick: (value: string) => void;
  error?: string;
  /** Props of the hex text input (react-hook-form's register). */
  input: ComponentProps<'input'>;
  className?: string;
};

/** A colour picker with its hex text field; the text field is the one the form validates. */
export function ColourField({ label, value, onPick, error, input, className }: ColourFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={`input-group${error ? ' has-validation' : ''}`}>
        <input
          type="color"
          className="form-control form-control-color colour-picker"
          value={isHexColour(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onPick(event.target.value)}
          aria-label={t('branding.pickColour', { name: label })}
        />
        <input
          id={id}
          type="text"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          {...input}
        />
      </div>
      <div id={hintId} className="form-text">
        {t('branding.hexHint')}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
