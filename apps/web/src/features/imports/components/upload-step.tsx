import { useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type TImport } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { errorText } from '../../../lib/errors';
import { formatFileSize } from '../../../lib/file-size';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { uploadImport } from '../api/upload-import';
import { ImportProgress } from './import-progress';
import { TemplateButtons } from './template-buttons';
import { IMPORT_ACCEPT, uploadProblem, type UploadProblem } from '../utils/upload-check';

const PROBLEM_KEYS: Record<UploadProblem, string> = {
  too_large: 'imports.upload.tooLarge',
  unsupported_type: 'imports.upload.badType',
  empty: 'imports.upload.emptyFile',
};

/** Step 1: the templates, then a file chosen or dropped and sent with a progress bar. */
export function UploadStep({ onUploaded }: { onUploaded: (imp: TImport) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const limits = {
    size: formatFileSize(IMPORT_MAX_BYTES, language),
    count: IMPORT_MAX_ROWS,
  };
  const busy = progress !== null;

  const choose = (files: File[]) => {
    const chosen = files[0];
    setFile(chosen ?? null);
    const problem = chosen ? uploadProblem(chosen) : null;
    setError(problem ? t(PROBLEM_KEYS[problem], { size: limits.size }) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('imports.upload.choose'));
      return;
    }
    const problem = uploadProblem(file);
    if (problem) {
      setError(t(PROBLEM_KEYS[problem], { size: limits.size }));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      onUploaded(await uploadImport(file, setProgress));
    } catch (failure) {
      // The server's refusal (too large, not a sheet, too many rows) is already localised.
      setError(errorText(t, failure, t('imports.upload.failed')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <p>{t('imports.upload.intro')}</p>
      <h3 className="h6 fw-semibold">{t('imports.upload.templateTitle')}</h3>
      <p className="text-body-secondary small mb-2">{t('imports.upload.templateHint')}</p>
      <TemplateButtons onError={feedback.failure} />
      <div className="mt-2">
        <Feedback message={feedback.message} testId="import-template" />
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4" data-testid="import-upload">
        <FileDropZone
          label={t('imports.upload.fileLabel')}
          hint={t('imports.upload.hint', limits)}
          accept={IMPORT_ACCEPT}
          files={file ? [file] : []}
          onFilesChange={choose}
          error={error}
          disabled={busy}
          testId="import-file"
          errorTestId="import-upload-error"
        />
        {progress !== null && file && (
          <div className="mt-3">
            <ImportProgress
              label={t('imports.upload.progress')}
              done={Math.round(progress * file.size)}
              total={file.size}
              text={t('imports.upload.sent', {
                sent: formatFileSize(progress * file.size, language),
                size: formatFileSize(file.size, language),
              })}
              testId="import-upload-progress"
            />
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary mt-3"
          disabled={busy}
          data-testid="import-upload-submit"
        >
          {busy ? t('imports.upload.uploading') : t('imports.upload.submit')}
        </button>
      </form>
    </>
  );
}
