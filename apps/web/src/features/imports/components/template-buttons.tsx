import { FormatButtons } from '../../../components/ui/format-buttons';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadTemplate } from '../api/download-template';

/** The empty template in Excel and CSV, its headers in the interface language. */
export function TemplateButtons({ onError }: { onError: (text: string) => void }) {
  const { t } = useTranslation();
  const download = useDownloadTemplate();
  return (
    <div className="d-flex flex-wrap gap-2">
      <FormatButtons
        labels={{ xlsx: t('imports.upload.templateExcel'), csv: t('imports.upload.templateCsv') }}
        busy={download.isPending ? download.variables : undefined}
        onPick={(format) =>
          download.mutate(format, {
            onError: (error) => onError(errorText(t, error, t('imports.upload.templateFailed'))),
          })
        }
        testIdPrefix="import-template"
      />
    </div>
  );
}
