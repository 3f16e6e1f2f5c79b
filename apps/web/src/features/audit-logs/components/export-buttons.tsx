import type { ExportFormat, TAuditLogFilters } from '@mutabaa/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useExportAuditLogs } from '../api/export-audit-logs';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'auditLogs.export.excel' },
  { format: 'csv', label: 'auditLogs.export.csv' },
];

/** Export to Excel and CSV of every entry the current filters select. */
export function ExportButtons({
  filters,
  onError,
}: {
  filters: TAuditLogFilters;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const exporting = useExportAuditLogs();
  const busyFormat = exporting.isPending ? exporting.variables?.format : undefined;
  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary"
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(
              { format, filters },
              { onError: (error) => onError(errorText(t, error, t('auditLogs.export.failed'))) },
            )
          }
          data-testid={`audit-export-${format}`}
        >
          {busyFormat === format && (
            <span className="me-2">
              <Spinner small />
            </span>
          )}
          {t(label)}
        </button>
      ))}
    </>
  );
}
