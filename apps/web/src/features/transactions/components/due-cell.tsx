import type { TApplication } from '@mutabaa/shared';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { dueUrgency, type DueUrgency } from '../utils/due-urgency';
import { useDateStyle } from '../../../lib/date-style';

/** The row colours of an urgency (Bootstrap's contextual table rows). */
export const URGENCY_ROW_CLASS: Record<NonNullable<DueUrgency>, string> = {
  overdue: 'table-danger',
  due_soon: 'table-warning',
};

const BADGE_CLASS: Record<NonNullable<DueUrgency>, string> = {
  overdue: 'text-bg-danger',
  due_soon: 'text-bg-warning',
};

/** The due date and, in words as well as colour, whether it is past or close. */
export function DueCell({ application, today }: { application: TApplication; today: string }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const due = application.due_date;
  if (!due) return <>{t('assignedTasks.noDueDate')}</>;
  const urgency = dueUrgency(due, today);
  return (
    <span className="d-inline-flex flex-wrap align-items-center justify-content-end gap-1">
      <time dateTime={due}>{formatDate(due, dateStyle)}</time>
      {urgency && (
        <span className={`badge ${BADGE_CLASS[urgency]}`} data-testid={`urgency-${urgency}`}>
          {t(urgency === 'overdue' ? 'assignedTasks.overdue' : 'assignedTasks.dueSoon')}
        </span>
      )}
    </span>
  );
}
