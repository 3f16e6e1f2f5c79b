import { useTranslation } from '../../../lib/use-translation';
import { formatHours } from '../utils/report-format';
import { reportLinks, valueNarrowing } from '../utils/report-links';
import { CountLink } from './count-link';
import { pairedBarsHeight, useDurationChart } from '../hooks/use-duration-chart';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/** Processing time of the applications completed in the period: overall and by type. */
export function ProcessingCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end } = summary.period;
  const processing = summary.processing_time;
  const names = { median: t('reports.processing.median'), p90: t('reports.processing.p90') };
  const { labels, config } = useDurationChart(processing.by_type, language, names);
  const hours = (value: number | null) =>
    value === null ? t('common.empty') : formatHours(value, language);
  const linkOf = (index: number) => {
    const item = processing.by_type[index];
    return (
      item &&
      reportLinks.completed(filters, start, end, valueNarrowing('transaction_type', item.value))
    );
  };
  const title = t('reports.processing.title');

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['processing_time']}
      testId="report-processing"
      lead={
        <dl className="report-figures">
          <div>
            <dt>{t('reports.processing.completed')}</dt>
            <dd>
              <CountLink
                scope={scope}
                count={processing.count}
                href={reportLinks.completed(filters, start, end)}
                testId="report-processing-count"
              />
            </dd>
          </div>
          <div>
            <dt>{names.median}</dt>
            <dd data-testid="report-processing-median">{hours(processing.median_hours)}</dd>
          </div>
          <div>
            <dt>{names.p90}</dt>
            <dd data-testid="report-processing-p90">{hours(processing.p90_hours)}</dd>
          </div>
        </dl>
      }
      empty={processing.by_type.length ? undefined : t('reports.nothing')}
      chart={
        <ReportChart
          config={config}
          height={pairedBarsHeight(processing.by_type.length)}
          onPick={(_dataset, index) => scope.open(linkOf(index))}
        />
      }
      table={
        <ReportTable
          caption={t('reports.processing.byType')}
          rowHeader={t('reports.filters.type')}
          columns={[t('reports.processing.completed'), names.median, names.p90]}
          rows={processing.by_type.map((item, index) => ({
            key: item.value,
            header: labels[index],
            cells: [
              <CountLink key="n" scope={scope} count={item.count} href={linkOf(index)} />,
              hours(item.median_hours),
              hours(item.p90_hours),
            ],
          }))}
        />
      }
    />
  );
}
