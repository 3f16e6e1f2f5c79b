import { Suspense, lazy, type ReactNode } from 'react';
import { FieldFrame } from './field';
import type { DateInputProps } from './date-picker/types';

// The picker (its calendar arithmetic, texts and grid) loads with the first date input a
// screen shows, not with every screen that shares this file.
const LazyDateInput = lazy(() => import('./date-picker/date-input'));

/**
 * A date typed or chosen in a calendar, in the reader's calendar and digits; reports
 * `YYYY-MM-DD` (Gregorian). See components/ui/date-picker/date-input.tsx.
 */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense
      fallback={
        <div className="input-group">
          <input id={props.id} className="form-control" dir="ltr" readOnly value="" />
          <span className="btn btn-outline-secondary disabled date-input-button" />
        </div>
      }
    >
      <LazyDateInput {...props} />
    </Suspense>
  );
}

type DateFieldProps = Omit<DateInputProps, 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled date input with its hint and error, laid out as field.tsx lays out others. */
export function DateField({ label, error, hint, className, id, ...input }: DateFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {({ id: inputId, describedBy }) => (
        <DateInput
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
