import type { ExportFormat } from '@mutabaa/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadTemplate } from '../api/download-template';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'imports.upload.templateExcel' },
  { format: 'csv', label: 'imports.upload.templateCsv' },
];

/** The empty template in Excel and CSV, its headers in the interface language. */
export function TemplateButtons({ onError }: { onError: (text: string) => void }) {
  const { t } = useTranslation();
  const download = useDownloadTemplate();
  const busy = download.isPending ? download.variables : undefined;
  return (
    <div className="d-flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(format, {
              onError: (error) => onError(errorText(t, error, t('imports.upload.templateFailed'))),
            })
          }
          data-testid={`import-template-${format}`}
        >
          {busy === format && (
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
