import type { TReportSummary } from '@mutabaa/shared';
import { findOption, optionLabel } from '../../../lib/form-config';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useUserOptions } from '../../../lib/users';
import type { ReportFilters } from '../api/report-params';
import { formatDayRange } from '../utils/report-format';
import { useDateStyle } from '../../../lib/date-style';

/** On paper, where the form is not printed: the period, the interval and the filters applied. */
export function PrintHeading({
  summary,
  filters,
}: {
  summary: TReportSummary;
  filters: ReportFilters;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dateStyle = useDateStyle();
  const config = useFormConfig();
  const editors = useUserOptions('editors');
  const { start, end, interval } = summary.period;
  const option = (list: Parameters<typeof findOption>[0], value: string) => {
    const found = findOption(list, value);
    return found ? optionLabel(found, language) : value;
  };
  const assignee =
    filters.assigned_to === undefined
      ? undefined
      : (() => {
          const user = editors.data?.find((u) => u.id === filters.assigned_to);
          return user ? user.full_name || user.email : `#${filters.assigned_to}`;
        })();
  const items: [string, string | undefined][] = [
    [t('reports.period.label'), formatDayRange(start, end, dateStyle)],
    [t('reports.interval.label'), t(`reports.intervals.${interval}`)],
    [
      t('reports.filters.type'),
      filters.transaction_type && option(config.data.applicationTypes, filters.transaction_type),
    ],
    [
      t('reports.filters.priority'),
      filters.priority && option(config.data.priorities, filters.priority),
    ],
    [t('reports.filters.department'), filters.department],
    [t('reports.filters.assignee'), assignee],
  ];
  return (
    <dl className="report-print-heading d-none d-print-flex" data-testid="report-print-heading">
      {items
        .filter((item): item is [string, string] => Boolean(item[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
