import type { ReactNode } from 'react';

/** The outcome of a public form: a success or error message and what to do next. */
export function ResultMessage({
  tone,
  children,
  action,
}: {
  tone: 'success' | 'danger';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <>
      <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
        {children}
      </div>
      {action}
    </>
  );
}
