import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { useSession } from '../../../lib/use-session';
import { normalizeRole } from '@mutabaa/shared';

/** "All Applications" for admins, "My Applications" for editors and clients. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const title =
    normalizeRole(user?.role) === 'admin' ? t('pages.allApplications') : t('pages.myApplications');
  return (
    <>
      <PlaceholderPage title={title} />
      {search && (
        <p className="mt-3 text-body-secondary" data-testid="search-query">
          {t('pages.searchingFor', { query: search })}
        </p>
      )}
    </>
  );
}
