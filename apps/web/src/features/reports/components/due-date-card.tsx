import { useTranslation } from '../../../lib/use-translation';
import { reportLinks } from '../utils/report-links';
import { MetMissedCard } from './met-missed-card';
import type { ReportScope } from './report-scope';

/** Due dates met and missed by the applications completed in the period, and overdue now. */
export function DueDateCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters } = scope;
  const { start, end, today } = summary.period;
  const { met, missed, overdue_now: overdue } = summary.due_date;
  return (
    <MetMissedCard
      scope={scope}
      title={t('reports.due.title')}
      notes={['due_date', 'overdue_now']}
      testId="report-due"
      shareName={t('reports.due.share')}
      met={{
        name: t('reports.due.met'),
        count: met,
        href: reportLinks.due(filters, start, end, true),
      }}
      missed={{
        name: t('reports.due.missed'),
        count: missed,
        href: reportLinks.due(filters, start, end, false),
      }}
      lateNow={{
        name: t('reports.due.overdueNow'),
        count: overdue,
        href: reportLinks.overdue(filters, today),
      }}
    />
  );
}
