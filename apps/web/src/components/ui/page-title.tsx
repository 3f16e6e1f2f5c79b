import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The page's single <h1>; also names the browser tab. `typed` marks a title a person typed (an
 * application's title): the heading then takes its direction from its own text (`dir="auto"`).
 */
export function PageTitle({
  children,
  actions,
  typed = false,
}: {
  children: string;
  actions?: ReactNode;
  typed?: boolean;
}) {
  useDocumentTitle(children);
  return (
    <div className="page-title d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <h1 className="h3 mb-0" dir={typed ? 'auto' : undefined}>
        {children}
      </h1>
      {actions}
    </div>
  );
}
