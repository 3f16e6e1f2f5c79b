import { useId } from 'react';
import { REPORT_DEFINITIONS } from '@mutabaa/shared';
import { formatDateTime } from '../../../lib/format';
import { useFormConfig } from '../../../lib/use-form-config';
import { useTranslation } from '../../../lib/use-translation';
import { formatHours } from '../utils/report-format';
import { reportLinks } from '../utils/report-links';
import { CountLink } from './count-link';
import type { ReportScope } from './report-scope';
import { useDateStyle } from '../../../lib/date-style';

/** The period's totals, each count opening the applications it counts. */
export function ReportTotals({ scope }: { scope: ReportScope }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const config = useFormConfig();
  const titleId = useId();
  const { summary, filters, language } = scope;
  const { period, totals, processing_time: processing } = summary;
  const counts = [
    ['created', totals.created, reportLinks.created(filters, period.start, period.end)],
    ['completed', totals.completed, reportLinks.completed(filters, period.start, period.end)],
    ['backlog', totals.backlog, reportLinks.backlog(filters, period.end)],
    ['overdue', totals.overdue_now, reportLinks.overdue(filters, period.today)],
  ] as const;
  const finals = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    period.final_statuses.map((status) => config.statusLabel(status, language)),
  );
  return (
    <section className="report-totals mb-3" aria-labelledby={titleId} data-testid="report-totals">
      <h2 id={titleId} className="visually-hidden">
        {t('reports.totals.title')}
      </h2>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-5 g-3">
        {counts.map(([key, count, href]) => (
          <div key={key} className="col">
            <div className="card h-100 report-total">
              <div className="card-body">
                <h3 className="report-total-title">{t(`reports.totals.${key}`)}</h3>
                <p className="report-total-value mb-0">
                  <CountLink
                    scope={scope}
                    count={count}
                    href={href}
                    testId={`report-total-${key}`}
                  />
                </p>
              </div>
            </div>
          </div>
        ))}
        <div className="col">
          <div className="card h-100 report-total">
            <div className="card-body">
              <h3 className="report-total-title">{t('reports.totals.median')}</h3>
              <p className="report-total-value mb-0" data-testid="report-total-median">
                {processing.median_hours === null
                  ? t('common.empty')
                  : formatHours(processing.median_hours, language)}
              </p>
            </div>
          </div>
        </div>
      </div>
      <div className="report-notes small text-body-secondary mt-2">
        <p className="mb-1">{REPORT_DEFINITIONS.period[language]}</p>
        <p className="mb-1">
          {REPORT_DEFINITIONS.final_statuses[language]}{' '}
          {finals && t('reports.finalStatusesNow', { list: finals })}
        </p>
        <p className="mb-0">
          {t('reports.asOf', { time: formatDateTime(period.generated_at, dateStyle) })}
        </p>
      </div>
    </section>
  );
}
