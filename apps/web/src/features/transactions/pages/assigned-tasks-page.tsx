import { useMemo } from 'react';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationList } from '../components/application-list';
import type { TableExtras } from '../components/applications-table';
import { DueCell, URGENCY_ROW_CLASS } from '../components/due-cell';
import { dueUrgency, localToday } from '../utils/due-urgency';

// Open ones only; unless another ordering is chosen, the most urgent first: due date ascending,
// which leaves the applications without a due date at the end (PostgreSQL's default, nulls last).
const TASKS_QUERY = { open: true } as const;

/** The caller's open applications, by urgency, the overdue and nearly due ones marked. */
export function AssignedTasksPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id;
  const fixed = useMemo(() => ({ assigned_to: String(userId ?? '') }), [userId]);
  const today = localToday();
  const tableExtras = useMemo<TableExtras>(
    () => ({
      extraColumn: {
        label: t('assignedTasks.dueDate'),
        render: (application) => <DueCell application={application} today={today} />,
      },
      rowClassName: (application) => {
        const urgency = dueUrgency(application.due_date, today);
        return urgency ? URGENCY_ROW_CLASS[urgency] : undefined;
      },
    }),
    [t, today],
  );
  return (
    <ApplicationList
      title={t('pages.assignedApplications')}
      fixed={fixed}
      query={TASKS_QUERY}
      defaultOrdering="due_date"
      tableExtras={tableExtras}
    />
  );
}
