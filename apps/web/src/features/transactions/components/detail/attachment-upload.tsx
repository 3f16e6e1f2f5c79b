import { useState, type FormEvent } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, type TAttachment } from '@mutabaa/shared';
import { FileDropZone } from '../../../../components/ui/file-drop-zone';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { formatFileSize } from '../../../../lib/file-size';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { uploadAttachment } from '../../api/upload-attachment';
import { attachmentProblem, type AttachmentProblem } from '../../utils/attachment-check';

const PROBLEM_KEYS: Record<AttachmentProblem, string> = {
  too_large: 'detail.attachments.tooLarge',
  unsupported_type: 'detail.attachments.badType',
  empty: 'detail.attachments.emptyFile',
};

/**
 * Chooses or takes a dropped file, checks it against the shared limits at once, then uploads it
 * with a progress bar.
 */
export function AttachmentUpload({
  applicationId,
  onUploaded,
}: {
  applicationId: number;
  onUploaded: (attachment: TAttachment) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limits = { size: formatFileSize(ATTACHMENT_MAX_BYTES, language) };

  const localised = (failure: unknown) => {
    // The server's own text is localised too; these keep the same words as the local check.
    if (failure instanceof ApiError && failure.status === 413)
      return t(PROBLEM_KEYS.too_large, limits);
    if (failure instanceof ApiError && failure.status === 415)
      return t(PROBLEM_KEYS.unsupported_type);
    return errorText(t, failure);
  };

  const check = (file: File) => {
    const problem = attachmentProblem(file);
    return problem ? t(PROBLEM_KEYS[problem], limits) : null;
  };

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setError(chosen[0] ? check(chosen[0]) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = files[0];
    if (!file) {
      setError(t('detail.attachments.choose'));
      return;
    }
    const problem = check(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const attachment = await uploadAttachment(applicationId, file, setProgress);
      setFiles([]);
      await onUploaded(attachment);
    } catch (failure) {
      setError(localised(failure));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="attachment-upload">
      <FileDropZone
        label={t('detail.attachments.add')}
        hint={t('detail.attachments.hint', limits)}
        accept={ATTACHMENT_ACCEPT}
        files={files}
        onFilesChange={choose}
        error={error}
        disabled={busy}
        testId="attachment-file"
        errorTestId="attachment-error"
      />
      <button
        type="submit"
        className="btn btn-primary mt-2"
        disabled={busy}
        data-testid="attachment-submit"
      >
        {busy ? t('detail.attachments.uploading') : t('detail.attachments.upload')}
      </button>
      {busy && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('detail.attachments.progress')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="attachment-progress"
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      )}
    </form>
  );
}
