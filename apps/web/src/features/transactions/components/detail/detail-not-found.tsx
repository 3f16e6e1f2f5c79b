import { Link } from 'react-router';
import { FolderIcon } from '../../../../components/ui/icons';
import { PageTitle } from '../../../../components/ui/page-title';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/use-translation';

/** An application that does not exist or is outside the caller's scope (the API says 404). */
export function DetailNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('detail.notFoundTitle')}</PageTitle>
      <div className="card empty-state" data-testid="detail-not-found">
        <div className="card-body text-center py-5">
          <FolderIcon className="empty-state-icon mb-3" />
          <p className="text-body-secondary">{t('detail.notFoundText')}</p>
          <Link className="btn btn-primary" to={paths.transactions.getHref()}>
            {t('detail.backToList')}
          </Link>
        </div>
      </div>
    </>
  );
}
