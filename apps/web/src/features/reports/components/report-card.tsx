import { useId, useState, type ReactNode } from 'react';
import { REPORT_DEFINITIONS, type ReportDefinition } from '@mutabaa/shared';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { ReportScope } from './report-scope';
import { useDateStyle } from '../../../lib/date-style';

type ReportCardProps = {
  scope: ReportScope;
  title: string;
  /** The chart; without one the table is all the card shows. */
  chart?: ReactNode;
  /** The chart's numbers as a table (links in place of clicks). */
  table: ReactNode;
  /** Figures above the chart. */
  lead?: ReactNode;
  /** Shown in place of chart and table when the period holds nothing to draw. */
  empty?: string;
  /** The definitions the card's figures follow, written under it. */
  notes: readonly ReportDefinition[];
  testId: string;
};

/**
 * One part of the report: its heading, the chart or, at a press of "show as table", its table,
 * and under them how the figures are computed and as of when. While the chart shows, the table
 * is still there for screen readers, and shows itself when a keyboard reaches its links.
 */
export function ReportCard({
  scope,
  title,
  chart,
  table,
  lead,
  empty,
  notes,
  testId,
}: ReportCardProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const hasChart = chart !== undefined && empty === undefined;
  return (
    <section className="card report-card h-100" aria-labelledby={titleId} data-testid={testId}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 id={titleId} className="h6 mb-0">
          {title}
        </h2>
        {hasChart && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary report-toggle"
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
            data-testid={`${testId}-as-table`}
          >
            {t('reports.showTable')}
          </button>
        )}
      </div>
      <div className="card-body">
        {lead}
        {empty !== undefined ? (
          <p className="text-body-secondary mb-0">{empty}</p>
        ) : (
          <>
            {hasChart && !asTable && chart}
            <div
              className={hasChart && !asTable ? 'report-table-sr' : 'table-responsive'}
              data-testid={`${testId}-table`}
            >
              {table}
            </div>
          </>
        )}
      </div>
      <div className="card-footer report-notes small text-body-secondary">
        {notes.map((note) => (
          <p key={note} className="mb-1">
            {REPORT_DEFINITIONS[note][scope.language]}
          </p>
        ))}
        <p className="mb-0">
          {t('reports.asOf', {
            time: formatDateTime(scope.summary.period.generated_at, dateStyle),
          })}
        </p>
      </div>
    </section>
  );
}
