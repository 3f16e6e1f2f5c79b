import { useId, type ComponentProps, type ReactNode } from 'react';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Content after the input inside an input group (e.g. a show-password button). */
  addon?: (inputId: string) => ReactNode;
};

/** A labelled input with its hint and its error under it, wired for assistive technology. */
export function Field({ label, error, hint, addon, className, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={inputId}
      className={`form-control${error ? ' is-invalid' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      {addon ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {control}
          {addon(inputId)}
        </div>
      ) : (
        control
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  options: { value: string; label: string; lang?: string }[];
};

export function SelectField({ label, error, options, className, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={selectId} className="form-label">
        {label}
      </label>
      <select
        id={selectId}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
