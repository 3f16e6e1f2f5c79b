import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { TReportCount } from '@mutabaa/shared';
import { optionLabel } from '../../../lib/form-config';
import { useTranslation } from '../../../lib/use-translation';
import { axisChartOptions } from '../utils/chart-options';
import { barColour } from '../utils/report-colours';
import { reportLinks, valueNarrowing } from '../utils/report-links';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

export const BREAKDOWNS = {
  status: { field: 'by_status', filter: 'status' },
  type: { field: 'by_type', filter: 'transaction_type' },
  priority: { field: 'by_priority', filter: 'priority' },
  department: { field: 'by_department', filter: 'department' },
} as const;
export type Breakdown = keyof typeof BREAKDOWNS;

/** Height for `rows` horizontal bars, with room for the axis. */
export const barsHeight = (rows: number) => Math.max(140, rows * 30 + 50);

/** The applications created in the period by one dimension, a bar per value in its colour. */
export function BreakdownCard({ scope, breakdown }: { scope: ReportScope; breakdown: Breakdown }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { field, filter } = BREAKDOWNS[breakdown];
  const items: TReportCount[] = summary[field];
  const { start, end } = summary.period;
  const title = t(`reports.breakdown.${breakdown}`);
  const labels = useMemo(() => items.map((item) => optionLabel(item, language)), [items, language]);
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: t('reports.breakdown.count'),
            data: items.map((item) => item.count),
            backgroundColor: items.map(barColour),
          },
        ],
      },
      options: axisChartOptions(language, { horizontal: true, legend: false }),
    }),
    [items, labels, language, t],
  );
  const linkOf = (index: number) => {
    const item = items[index];
    return item && reportLinks.created(filters, start, end, valueNarrowing(filter, item.value));
  };

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['breakdown']}
      testId={`report-by-${breakdown}`}
      empty={items.length ? undefined : t('reports.nothing')}
      chart={
        <ReportChart
          config={config}
          height={barsHeight(items.length)}
          onPick={(_dataset, index) => scope.open(linkOf(index))}
        />
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={t(`reports.filters.${breakdown}`)}
          columns={[t('reports.breakdown.count')]}
          rows={items.map((item, index) => ({
            key: item.value,
            header: labels[index],
            cells: [<CountLink key="n" scope={scope} count={item.count} href={linkOf(index)} />],
          }))}
        />
      }
    />
  );
}
