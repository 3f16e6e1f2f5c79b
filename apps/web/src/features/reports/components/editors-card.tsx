import { useTranslation } from '../../../lib/use-translation';
import { formatHours } from '../utils/report-format';
import { assigneeNarrowing, reportLinks } from '../utils/report-links';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** Per assignee: open and overdue now, completed in the period, median processing time. */
export function EditorsCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end, today } = summary.period;
  const title = t('reports.editors.title');
  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['editors']}
      testId="report-editors"
      empty={summary.editors.length ? undefined : t('reports.nothing')}
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.editors.assignee')}
          columns={[
            t('reports.editors.open'),
            t('reports.editors.overdue'),
            t('reports.editors.completed'),
            t('reports.editors.median'),
          ]}
          testId="report-editors-rows"
          rows={summary.editors.map((row) => {
            const own = assigneeNarrowing(row.user.id);
            return {
              key: String(row.user.id),
              header: row.user.full_name || row.user.email,
              cells: [
                <CountLink
                  key="open"
                  scope={scope}
                  count={row.open}
                  href={reportLinks.open(filters, own)}
                />,
                <CountLink
                  key="overdue"
                  scope={scope}
                  count={row.overdue}
                  href={reportLinks.overdue(filters, today, own)}
                />,
                <CountLink
                  key="completed"
                  scope={scope}
                  count={row.completed}
                  href={reportLinks.completed(filters, start, end, own)}
                />,
                row.median_hours === null
                  ? t('common.empty')
                  : formatHours(row.median_hours, language),
              ],
            };
          })}
        />
      }
    />
  );
}
