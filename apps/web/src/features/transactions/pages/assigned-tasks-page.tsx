import { useMemo } from 'react';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationList } from '../components/application-list';

/** The editor's applications assigned to them: the list with the assignee fixed to the caller. */
export function AssignedTasksPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id;
  const fixed = useMemo(() => ({ assigned_to: String(userId ?? '') }), [userId]);
  return <ApplicationList title={t('pages.assignedApplications')} fixed={fixed} />;
}
