import type { TReportQuery } from '@mutabaa/shared';
import { DownloadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useExportReport } from '../api/export-report';

/** Print, and Export to Excel of the report on screen (the same period and filters). */
export function ReportActions({
  query,
  onError,
}: {
  query: TReportQuery;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const exporting = useExportReport();
  return (
    <div className="d-flex flex-wrap gap-2 report-actions">
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => window.print()}
        data-testid="report-print"
      >
        {t('reports.print')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={exporting.isPending}
        onClick={() =>
          exporting.mutate(query, {
            onError: (error) => onError(errorText(t, error, t('reports.exportFailed'))),
          })
        }
        data-testid="report-export"
      >
        {exporting.isPending ? (
          <span className="me-2">
            <Spinner small label={t('reports.exporting')} />
          </span>
        ) : (
          <DownloadIcon className="me-2" />
        )}
        {t('reports.export')}
      </button>
    </div>
  );
}
