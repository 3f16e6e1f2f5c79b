import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { ReportDefinition } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { axisChartOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { barsHeight } from './breakdown-card';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** One bar: its name and its met, missed and late-now counts with the list behind each. */
export type StackedRow = {
  key: string;
  label: string;
  counts: readonly [number, number, number];
  hrefs: readonly [string, string, string];
};

type StackedCountsCardProps = {
  scope: ReportScope;
  title: string;
  notes: readonly ReportDefinition[];
  testId: string;
  /** The table's heading of the rows' names (assignee, type). */
  rowHeader: string;
  /** The names of the three series: met, missed, late now. */
  series: readonly [string, string, string];
  rows: StackedRow[];
};

const COLOURS = [SERIES_COLOURS.met, SERIES_COLOURS.missed, SERIES_COLOURS.overdue];

/** Met, missed and late now per assignee or type, as stacked bars and as a table of links. */
export function StackedCountsCard({
  scope,
  title,
  notes,
  testId,
  rowHeader,
  series,
  rows,
}: StackedCountsCardProps) {
  const { t } = useTranslation();
  const { language } = scope;
  const [met, missed, late] = series;
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: rows.map((row) => row.label),
        datasets: [met, missed, late].map((label, index) => ({
          label,
          data: rows.map((row) => row.counts[index]!),
          backgroundColor: COLOURS[index],
        })),
      },
      options: axisChartOptions(language, { horizontal: true, stacked: true }),
    }),
    [rows, language, met, missed, late],
  );

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={notes}
      testId={testId}
      empty={rows.length ? undefined : t('reports.nothing')}
      chart={
        <ReportChart
          config={config}
          height={barsHeight(rows.length) + 30}
          onPick={(dataset, index) => scope.open(rows[index]?.hrefs[dataset])}
        />
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={rowHeader}
          columns={[...series]}
          rows={rows.map((row) => ({
            key: row.key,
            header: row.label,
            cells: row.counts.map((count, dataset) => (
              <CountLink key={dataset} scope={scope} count={count} href={row.hrefs[dataset]} />
            )),
          }))}
        />
      }
    />
  );
}
