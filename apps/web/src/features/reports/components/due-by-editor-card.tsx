import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { assigneeNarrowing, reportLinks } from '../utils/report-links';
import type { ReportScope } from './report-scope';
import { StackedCountsCard, type StackedRow } from './stacked-counts-card';

/** Due dates met, missed and overdue now by assignee (and the unassigned), stacked. */
export function DueByEditorCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters } = scope;
  const { start, end, today } = summary.period;
  const series = [
    t('reports.due.met'),
    t('reports.due.missed'),
    t('reports.due.overdueNow'),
  ] as const;
  const rows = useMemo(
    () =>
      summary.due_date.by_editor.map((row): StackedRow => {
        const own = assigneeNarrowing(row.user?.id ?? null);
        return {
          key: String(row.user?.id ?? 'none'),
          label: row.user ? row.user.full_name || row.user.email : t('reports.editors.unassigned'),
          counts: [row.met, row.missed, row.overdue_now],
          hrefs: [
            reportLinks.due(filters, start, end, true, own),
            reportLinks.due(filters, start, end, false, own),
            reportLinks.overdue(filters, today, own),
          ],
        };
      }),
    [summary.due_date.by_editor, filters, start, end, today, t],
  );
  return (
    <StackedCountsCard
      scope={scope}
      title={t('reports.due.byEditor')}
      notes={['due_date', 'overdue_now']}
      testId="report-due-editors"
      rowHeader={t('reports.editors.assignee')}
      series={series}
      rows={rows}
    />
  );
}
