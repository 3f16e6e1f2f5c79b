import type { TAuditLogFilters } from '@mutabaa/shared';
import { FormatButtons } from '../../../components/ui/format-buttons';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useExportAuditLogs } from '../api/export-audit-logs';

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
  return (
    <FormatButtons
      labels={{ xlsx: t('auditLogs.export.excel'), csv: t('auditLogs.export.csv') }}
      busy={exporting.isPending ? exporting.variables?.format : undefined}
      onPick={(format) =>
        exporting.mutate(
          { format, filters },
          { onError: (error) => onError(errorText(t, error, t('auditLogs.export.failed'))) },
        )
      }
      testIdPrefix="audit-export"
    />
  );
}
