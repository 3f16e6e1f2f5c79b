import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useTranslation } from '../../../lib/use-translation';
import { axisChartOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { pointLabel } from '../utils/report-format';
import { reportLinks } from '../utils/report-links';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';
import { useDateStyle } from '../../../lib/date-style';

/** Created and completed per day, week or month as bars, the backlog as a line. */
export function OverTimeCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const { summary, filters, language } = scope;
  const { period, over_time: points } = summary;
  const withYear = period.start.slice(0, 4) !== period.end.slice(0, 4);
  const labels = useMemo(
    () =>
      points.map((point) =>
        pointLabel(point, period.interval, { ...dateStyle, language }, withYear),
      ),
    [points, period.interval, dateStyle, language, withYear],
  );
  const series = {
    created: t('reports.overTime.created'),
    completed: t('reports.overTime.completed'),
    backlog: t('reports.overTime.backlog'),
  };
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: series.created,
            data: points.map((p) => p.created),
            backgroundColor: SERIES_COLOURS.created,
            order: 2,
          },
          {
            label: series.completed,
            data: points.map((p) => p.completed),
            backgroundColor: SERIES_COLOURS.completed,
            order: 3,
          },
          {
            type: 'line',
            label: series.backlog,
            data: points.map((p) => p.backlog),
            borderColor: SERIES_COLOURS.backlog,
            backgroundColor: SERIES_COLOURS.backlog,
            pointRadius: points.length > 60 ? 0 : 3,
            pointHitRadius: 8,
            order: 1,
          },
        ],
      } as ChartConfiguration['data'],
      options: axisChartOptions(language),
    }),
    [labels, points, language, series.created, series.completed, series.backlog],
  );
  const linkOf = (dataset: number, index: number) => {
    const point = points[index];
    if (!point) return undefined;
    if (dataset === 0) return reportLinks.created(filters, point.period, point.end);
    if (dataset === 1) return reportLinks.completed(filters, point.period, point.end);
    return reportLinks.backlog(filters, point.end);
  };
  const onPick = (dataset: number, index: number) => scope.open(linkOf(dataset, index));

  return (
    <ReportCard
      scope={scope}
      title={t('reports.overTime.title')}
      notes={['created', 'completed', 'backlog']}
      testId="report-over-time"
      chart={<ReportChart config={config} height={300} onPick={onPick} />}
      table={
        <ReportTable
          caption={t('reports.overTime.title')}
          rowHeader={t(`reports.intervals.${period.interval}`)}
          columns={[series.created, series.completed, series.backlog]}
          rows={points.map((point, index) => ({
            key: point.period,
            header: labels[index],
            cells: [point.created, point.completed, point.backlog].map((count, dataset) => (
              <CountLink key={dataset} scope={scope} count={count} href={linkOf(dataset, index)} />
            )),
          }))}
        />
      }
    />
  );
}
