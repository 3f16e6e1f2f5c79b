import { useId, type ComponentProps, type ReactNode } from 'react';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Content after the input inside an input group (e.g. a show-password button). */
  addon?: (inputId: string) => ReactNode;
};

/** What a control needs from its frame: its id, and the ids of its hint and error. */
export type FieldControl = { id: string; describedBy: string | undefined };

/** The label above a control, its hint and its error below it, wired for assistive technology. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      {children({ id: inputId, describedBy })}
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

/** A labelled input with its hint and its error under it, wired for assistive technology. */
export function Field({ label, error, hint, addon, className, id, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: inputId, describedBy }) => {
        const control = (
          <input
            id={inputId}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        );
        return addon ? (
          <div className={`input-group${error ? ' has-validation' : ''}`}>
            {control}
            {addon(inputId)}
          </div>
        ) : (
          control
        );
      }}
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string; lang?: string }[];
};

export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  id,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: selectId, describedBy }) => (
        <select
          id={selectId}
          className={`form-select${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
