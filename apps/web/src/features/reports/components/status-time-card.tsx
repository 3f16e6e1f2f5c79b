import { useTranslation } from '../../../lib/use-translation';
import { formatHours } from '../utils/report-format';
import { reportLinks } from '../utils/report-links';
import { CountLink } from './count-link';
import { pairedBarsHeight, useDurationChart } from '../hooks/use-duration-chart';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/**
 * The time spent in each status; a bar opens the applications that left the status in the
 * period (each once, where the count is of exits).
 */
export function StatusTimeCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end } = summary.period;
  const items = summary.processing_time.by_status;
  const names = { median: t('reports.processing.median'), p90: t('reports.processing.p90') };
  const { labels, config } = useDurationChart(items, language, names);
  const hours = (value: number | null) =>
    value === null ? t('common.empty') : formatHours(value, language);
  const title = t('reports.statusTime.title');
  const linkOf = (index: number) => {
    const item = items[index];
    return item && reportLinks.leftStatus(filters, start, end, item.value);
  };

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['time_in_status']}
      testId="report-status-time"
      empty={items.length ? undefined : t('reports.nothing')}
      chart={
        <ReportChart
          config={config}
          height={pairedBarsHeight(items.length)}
          onPick={(_dataset, index) => scope.open(linkOf(index))}
        />
      }
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.filters.status')}
          columns={[t('reports.statusTime.left'), names.median, names.p90]}
          rows={items.map((item, index) => ({
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
