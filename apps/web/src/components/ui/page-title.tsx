import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page's single <h1>; also names the browser tab. */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  useDocumentTitle(children);
  return (
    <div className="page-title d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <h1 className="h3 mb-0">{children}</h1>
      {actions}
    </div>
  );
}
