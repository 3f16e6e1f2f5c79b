import type { ReactNode } from 'react';

/** A submit button that shows a spinner and a busy label while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'btn btn-primary w-100',
  testId,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
