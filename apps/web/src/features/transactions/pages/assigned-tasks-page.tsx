import { useTranslation } from '../../../lib/use-translation';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AssignedTasksPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.assignedApplications')} />;
}
