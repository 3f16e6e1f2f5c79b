import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useTranslation } from '../../../lib/use-translation';
import { doughnutOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { formatShare } from '../utils/report-format';
import { reportLinks } from '../utils/report-links';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** Due dates met and missed by the applications completed in the period, and overdue now. */
export function DueDateCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end, today } = summary.period;
  const { met, missed, overdue_now: overdue } = summary.due_date;
  const names = { met: t('reports.due.met'), missed: t('reports.due.missed') };
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'doughnut',
      data: {
        labels: [names.met, names.missed],
        datasets: [
          {
            data: [met, missed],
            backgroundColor: [SERIES_COLOURS.met, SERIES_COLOURS.missed],
          },
        ],
      },
      options: doughnutOptions(language),
    }),
    [met, missed, language, names.met, names.missed],
  );
  const metLink = reportLinks.due(filters, start, end, true);
  const missedLink = reportLinks.due(filters, start, end, false);
  const overdueLink = reportLinks.overdue(filters, today);
  const title = t('reports.due.title');

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['due_date', 'overdue_now']}
      testId="report-due"
      lead={
        <dl className="report-figures">
          <div>
            <dt>{t('reports.due.share')}</dt>
            <dd data-testid="report-due-share">
              {met + missed ? formatShare(met / (met + missed), language) : t('common.empty')}
            </dd>
          </div>
          <div>
            <dt>{t('reports.due.overdueNow')}</dt>
            <dd>
              <CountLink scope={scope} count={overdue} href={overdueLink} />
            </dd>
          </div>
        </dl>
      }
      chart={
        // Without a due date met or missed there is nothing to draw: the table shows the zeros.
        met + missed ? (
          <ReportChart
            config={config}
            height={220}
            onPick={(_dataset, index) => scope.open(index === 0 ? metLink : missedLink)}
          />
        ) : undefined
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.due.figure')}
          columns={[t('reports.breakdown.count')]}
          rows={[
            ['met', names.met, met, metLink],
            ['missed', names.missed, missed, missedLink],
            ['overdue', t('reports.due.overdueNow'), overdue, overdueLink],
          ].map(([key, name, count, href]) => ({
            key: String(key),
            header: name,
            cells: [
              <CountLink
                key="n"
                scope={scope}
                count={Number(count)}
                href={String(href)}
                testId={`report-due-${key}`}
              />,
            ],
          }))}
        />
      }
    />
  );
}
