import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { ReportDefinition } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { doughnutOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { formatShare } from '../utils/report-format';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** One figure of a met-and-missed card: its name, count and the list behind it. */
export type Figure = { name: string; count: number; href: string };

type MetMissedCardProps = {
  scope: ReportScope;
  title: string;
  notes: readonly ReportDefinition[];
  testId: string;
  /** The name of the share met out of met and missed. */
  shareName: string;
  met: Figure;
  missed: Figure;
  /** What is late now (overdue, breached), beside the share. */
  lateNow: Figure;
};

/**
 * Promises kept and not kept by the applications completed in the period (due dates, service
 * levels): the share kept and what is late now above, the two as a doughnut, the three as a
 * table, each count opening its list.
 */
export function MetMissedCard({
  scope,
  title,
  notes,
  testId,
  shareName,
  met,
  missed,
  lateNow,
}: MetMissedCardProps) {
  const { t } = useTranslation();
  const { language } = scope;
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'doughnut',
      data: {
        labels: [met.name, missed.name],
        datasets: [
          {
            data: [met.count, missed.count],
            backgroundColor: [SERIES_COLOURS.met, SERIES_COLOURS.missed],
          },
        ],
      },
      options: doughnutOptions(language),
    }),
    [met.count, missed.count, language, met.name, missed.name],
  );
  const done = met.count + missed.count;

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={notes}
      testId={testId}
      lead={
        <dl className="report-figures">
          <div>
            <dt>{shareName}</dt>
            <dd data-testid={`${testId}-share`}>
              {done ? formatShare(met.count / done, language) : t('common.empty')}
            </dd>
          </div>
          <div>
            <dt>{lateNow.name}</dt>
            <dd>
              <CountLink scope={scope} count={lateNow.count} href={lateNow.href} />
            </dd>
          </div>
        </dl>
      }
      chart={
        // Without anything met or missed there is nothing to draw: the table shows the zeros.
        done ? (
          <ReportChart
            config={config}
            height={220}
            onPick={(_dataset, index) => scope.open(index === 0 ? met.href : missed.href)}
          />
        ) : undefined
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.due.figure')}
          columns={[t('reports.breakdown.count')]}
          rows={(
            [
              ['met', met],
              ['missed', missed],
              ['late', lateNow],
            ] as const
          ).map(([key, figure]) => ({
            key,
            header: figure.name,
            cells: [
              <CountLink
                key="n"
                scope={scope}
                count={figure.count}
                href={figure.href}
                testId={`${testId}-${key}`}
              />,
            ],
          }))}
        />
      }
    />
  );
}
