import { useTranslation } from '../../lib/use-translation';
import { PageTitle } from './page-title';
import { FolderIcon } from './icons';

/** A screen whose content arrives in a later version: its title and an honest note. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className="card empty-state">
        <div className="card-body text-center py-5">
          <FolderIcon className="empty-state-icon mb-3" />
          <p className="mb-0 text-body-secondary">{t('common.notAvailable')}</p>
        </div>
      </div>
    </>
  );
}
