import { useTranslation } from '../../../lib/use-translation';
import { FolderIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicShell } from '../../../components/public-shell';

/** The public status view of one application; its content arrives in a later version. */
export function PublicTransactionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.publicTransaction'));
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm text-center">
        <h1 className="h3 mb-4">{t('pages.publicTransaction')}</h1>
        <FolderIcon className="empty-state-icon mb-3" />
        <p className="mb-0 text-body-secondary">{t('common.notAvailable')}</p>
      </div>
    </PublicShell>
  );
}
