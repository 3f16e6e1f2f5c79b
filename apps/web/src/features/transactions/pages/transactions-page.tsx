import { normalizeRole } from '@mutabaa/shared';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationList } from '../components/application-list';

/** "All Applications" for admins, "My Applications" for editors and clients (their scope). */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title =
    normalizeRole(user?.role) === 'admin' ? t('pages.allApplications') : t('pages.myApplications');
  return <ApplicationList title={title} />;
}
