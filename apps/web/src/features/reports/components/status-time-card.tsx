import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { formatHours } from '../utils/report-format';
import { pairedBarsHeight, useDurationChart } from './duration-chart';
import { ReportCard } from './report-card';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import type { ReportScope } from './report-scope';

/**
 * The time spent in each status. No link here: the list selects no "left this status in the
 * period", so its counts are plain numbers.
 */
export function StatusTimeCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, language } = scope;
  const items = summary.processing_time.by_status;
  const names = { median: t('reports.processing.median'), p90: t('reports.processing.p90') };
  const { labels, config } = useDurationChart(items, language, names);
  const hours = (value: number | null) =>
    value === null ? t('common.empty') : formatHours(value, language);
  const title = t('reports.statusTime.title');

  return (
    <ReportCard
      scope={scope}
      title={title}
      notes={['time_in_status']}
      testId="report-status-time"
      empty={items.length ? undefined : t('reports.nothing')}
      chart={<ReportChart config={config} height={pairedBarsHeight(items.length)} />}
      table={
        <ReportTable
          caption={title}
          rowHeader={t('reports.filters.status')}
          columns={[t('reports.statusTime.left'), names.median, names.p90]}
          rows={items.map((item, index) => ({
            key: item.value,
            header: labels[index],
            cells: [
              formatNumber(item.count, language),
              hours(item.median_hours),
              hours(item.p90_hours),
            ],
          }))}
        />
      }
    />
  );
}
