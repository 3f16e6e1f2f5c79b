import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useExportApplications, type ExportFormat } from '../api/export-applications';
import type { ListFilters } from '../api/list-filters';

type ExportButtonsProps = {
  filters: ListFilters;
  onError: (text: string) => void;
};

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'list.exportExcel' },
  { format: 'csv', label: 'list.exportCsv' },
];

/** Export to Excel and CSV of what the current filters select (the API keeps to the scope). */
export function ExportButtons({ filters, onError }: ExportButtonsProps) {
  const { t } = useTranslation();
  const exporting = useExportApplications();
  const busyFormat = exporting.isPending ? exporting.variables?.format : undefined;
  return (
    <div className="d-flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary"
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(
              { format, filters },
              { onError: (error) => onError(errorText(t, error, t('list.exportFailed'))) },
            )
          }
          data-testid={`export-${format}`}
        >
          {busyFormat === format && (
            <span className="me-2">
              <Spinner small />
            </span>
          )}
          {t(label)}
        </button>
      ))}
    </div>
  );
}
