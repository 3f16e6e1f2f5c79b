import { FormatButtons } from '../../../components/ui/format-buttons';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadProblemRows } from '../api/download-problem-rows';

/** The rows with problems as the file had them, with a column of messages, to correct. */
export function ProblemDownloads({ id, onError }: { id: number; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const download = useDownloadProblemRows();
  return (
    <div className="d-flex flex-wrap gap-2">
      <FormatButtons
        small
        labels={{
          xlsx: t('imports.problems.downloadExcel'),
          csv: t('imports.problems.downloadCsv'),
        }}
        busy={download.isPending ? download.variables?.format : undefined}
        onPick={(format) =>
          download.mutate(
            { id, format },
            {
              onError: (error) =>
                onError(errorText(t, error, t('imports.problems.downloadFailed'))),
            },
          )
        }
        testIdPrefix="import-problems"
      />
    </div>
  );
}
