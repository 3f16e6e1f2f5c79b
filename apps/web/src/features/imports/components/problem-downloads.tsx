import type { ExportFormat } from '@mutabaa/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadProblemRows } from '../api/download-problem-rows';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'imports.problems.downloadExcel' },
  { format: 'csv', label: 'imports.problems.downloadCsv' },
];

/** The rows with problems as the file had them, with a column of messages, to correct. */
export function ProblemDownloads({ id, onError }: { id: number; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const download = useDownloadProblemRows();
  const busy = download.isPending ? download.variables?.format : undefined;
  return (
    <div className="d-flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { id, format },
              {
                onError: (error) =>
                  onError(errorText(t, error, t('imports.problems.downloadFailed'))),
              },
            )
          }
          data-testid={`import-problems-${format}`}
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
