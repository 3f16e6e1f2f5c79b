import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { PageTitle } from './page-title';

/**
 * An editor's heading: the way back to its list, the name of what is edited with its actions,
 * and a line of what it is now (`children`).
 */
export function EditorHeading({
  list,
  name,
  actions,
  children,
}: {
  /** The list's address and name. */
  list: { href: string; label: string };
  name: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('templateEditor.breadcrumb')}>
        <ol className="breadcrumb mb-2">
          <li className="breadcrumb-item">
            <Link to={list.href} data-testid="template-back">
              {list.label}
            </Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {name}
          </li>
        </ol>
      </nav>
      <PageTitle actions={actions}>{name}</PageTitle>
      <p
        className="d-flex flex-wrap align-items-center gap-2 small mt-n3 mb-3"
        data-testid="template-meta"
      >
        {children}
      </p>
    </>
  );
}
