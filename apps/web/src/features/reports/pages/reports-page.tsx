import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TReportQuery } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { reportOrigin } from '../../../lib/report-origin';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useReportSummary } from '../api/get-report-summary';
import {
  reportFiltersOf,
  reportQueryFromUrl,
  reportQueryToUrl,
  utcToday,
} from '../api/report-params';
import { PrintHeading } from '../components/print-heading';
import { ReportActions } from '../components/report-actions';
import { ReportBody } from '../components/report-body';
import { ReportFilters } from '../components/report-filters';
import type { ReportScope } from '../components/report-scope';
import '../components/reports.css';

/** The API's own words for a refused period or interval, else the screen's failure text. */
function failureText(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flat();
    if (messages.length) return messages.join(' ');
  }
  return errorText(t, error, t('reports.loadFailed'));
}

/**
 * Reports and Analytics (admin and editor): the figures of a period, kept in the address bar
 * so that a report can be bookmarked, shared and reloaded; each figure opens its applications.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [url, setUrl] = useSearchParams();
  const key = url.toString();
  const query = useMemo(() => reportQueryFromUrl(new URLSearchParams(key)), [key]);
  const search = reportQueryToUrl(query).toString();
  const today = useMemo(() => utcToday(), []);
  const summary = useReportSummary(query);
  const feedback = useFeedback();
  const show = useCallback(
    (next: TReportQuery) => {
      feedback.clear();
      setUrl(reportQueryToUrl(next));
    },
    [setUrl, feedback],
  );
  const origin = useMemo(() => reportOrigin(search), [search]);
  const open = useCallback(
    (href: string | undefined) => {
      if (href) navigate(href, { state: origin });
    },
    [navigate, origin],
  );
  const data = summary.data;
  // The figures on screen and their filters go together, the last ones while the next load.
  const scope = useMemo(
    (): ReportScope | undefined =>
      data && {
        summary: data.summary,
        filters: reportFiltersOf(data.query),
        language,
        origin,
        open,
      },
    [data, language, origin, open],
  );

  return (
    <div className="reports-page">
      <PageTitle actions={<ReportActions query={query} onError={feedback.failure} />}>
        {t('pages.reports')}
      </PageTitle>
      <Feedback message={feedback.message} testId="report-feedback" />
      {/* A new key resets the form when the address changes (back, forward, a link). */}
      <ReportFilters key={key} query={query} today={today} onApply={show} />
      {summary.isError && (
        <div className="alert alert-danger" role="alert" data-testid="report-error">
          {failureText(t, summary.error)}
        </div>
      )}
      {summary.isPending && <Spinner />}
      {scope && !summary.isError && (
        <div
          className="report-content"
          aria-busy={summary.isPlaceholderData}
          data-testid="report-content"
          data-loading={summary.isPlaceholderData || undefined}
        >
          {summary.isPlaceholderData && (
            <div className="report-refreshing">
              <Spinner small />
            </div>
          )}
          <PrintHeading summary={scope.summary} filters={scope.filters} />
          <ReportBody scope={scope} />
        </div>
      )}
    </div>
  );
}
