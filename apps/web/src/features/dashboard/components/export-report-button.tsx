import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/use-translation';
import { exportDashboard } from '../api/export-dashboard';

/**
 * The admin's Export Report: downloads the dashboard figures as .xlsx
 * (docs/architecture.md#dashboard-export).
 */
export function ExportReportButton() {
  const { t } = useTranslation();
  const exporting = useMutation({ mutationFn: exportDashboard });
  return (
    <div className="d-flex flex-column align-items-end gap-2">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending || undefined}
        data-testid="export-report"
      >
        {exporting.isPending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <DownloadIcon className="me-2" />
        )}
        {exporting.isPending ? t('dashboard.exporting') : t('dashboard.exportReport')}
      </button>
      {exporting.isError && (
        <div className="alert alert-danger py-1 px-2 mb-0 small" role="alert">
          {t('dashboard.exportFailed')}
        </div>
      )}
    </div>
  );
}
