import { FormatButtons } from '../../../components/ui/format-buttons';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useExportApplications } from '../api/export-applications';
import type { ListFilters } from '../api/list-filters';
import type { ListOrdering } from '../api/list-ordering';

type ExportButtonsProps = {
  filters: ListFilters;
  ordering?: ListOrdering;
  onError: (text: string) => void;
};

/**
 * Export to Excel and CSV of what the current filters select, in the list's order (the API keeps
 * to the scope).
 */
export function ExportButtons({ filters, ordering, onError }: ExportButtonsProps) {
  const { t } = useTranslation();
  const exporting = useExportApplications();
  return (
    <div className="d-flex flex-wrap gap-2">
      <FormatButtons
        labels={{ xlsx: t('list.exportExcel'), csv: t('list.exportCsv') }}
        busy={exporting.isPending ? exporting.variables?.format : undefined}
        onPick={(format) =>
          exporting.mutate(
            { format, filters, ordering },
            { onError: (error) => onError(errorText(t, error, t('list.exportFailed'))) },
          )
        }
        testIdPrefix="export"
      />
    </div>
  );
}
