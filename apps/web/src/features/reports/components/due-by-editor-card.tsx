import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useTranslation } from '../../../lib/use-translation';
import { axisChartOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { assigneeNarrowing, reportLinks } from '../utils/report-links';
import { barsHeight } from './breakdown-card';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** Due dates met, missed and overdue now by assignee (and the unassigned), stacked. */
export function DueByEditorCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end, today } = summary.period;
  const rows = summary.due_date.by_editor;
  const series = {
    met: t('reports.due.met'),
    missed: t('reports.due.missed'),
    overdue: t('reports.due.overdueNow'),
  };
  const labels = useMemo(
    () =>
      rows.map((row) =>
        row.user ? row.user.full_name || row.user.email : t('reports.editors.unassigned'),
      ),
    [rows, t],
  );
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: series.met, data: rows.map((r) => r.met), backgroundColor: SERIES_COLOURS.met },
          {
            label: series.missed,
            data: rows.map((r) => r.missed),
            backgroundColor: SERIES_COLOURS.missed,
          },
          {
            label: series.overdue,
            data: rows.map((r) => r.overdue_now),
            backgroundColor: SERIES_COLOURS.overdue,
          },
        ],
      },
      options: axisChartOptions(language, { horizontal: true, stacked: true }),
    }),
    [labels, rows, language, series.met, series.missed, series.overdue],
  );
  const linkOf = (dataset: number, index: number) => {
    const row = rows[index];
    if (!row) return undefined;
    const own = assigneeNarrowing(row.user?.id ?? null);
    if (dataset === 2) return reportLinks.overdue(filters, today, own);
    return reportLinks.due(filters, start, end, dataset === 0, own);
  };
  const title = t('reports.due.byEditor');

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['due_date', 'overdue_now']}
      testId="report-due-editors"
      empty={rows.length ? undefined : t('reports.nothing')}
      chart={
        <ReportChart
          config={config}
          height={barsHeight(rows.length) + 30}
          onPick={(dataset, index) => scope.open(linkOf(dataset, index))}
        />
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.editors.assignee')}
          columns={[series.met, series.missed, series.overdue]}
          rows={rows.map((row, index) => ({
            key: String(row.user?.id ?? 'none'),
            header: labels[index],
            cells: [row.met, row.missed, row.overdue_now].map((count, dataset) => (
              <CountLink key={dataset} scope={scope} count={count} href={linkOf(dataset, index)} />
            )),
          }))}
        />
      }
    />
  );
}
