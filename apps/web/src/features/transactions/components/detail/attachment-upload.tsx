import { useId, useRef, useState, type FormEvent } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, type TAttachment } from '@mutabaa/shared';
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

/** Chooses a file, checks it against the shared limits, then uploads it with a progress bar. */
export function AttachmentUpload({
  applicationId,
  onUploaded,
}: {
  applicationId: number;
  onUploaded: (attachment: TAttachment) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('detail.attachments.choose'));
      return;
    }
    const problem = attachmentProblem(file);
    if (problem) {
      setError(t(PROBLEM_KEYS[problem], limits));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const attachment = await uploadAttachment(applicationId, file, setProgress);
      if (input.current) input.current.value = '';
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
      <label htmlFor={inputId} className="form-label">
        {t('detail.attachments.add')}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          className={`form-control${error ? ' is-invalid' : ''}`}
          // A file input is wide by nature; let it shrink on a 375 px screen.
          style={{ flex: '1 1 12rem', minWidth: 0 }}
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={() => setError(null)}
          data-testid="attachment-file"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          data-testid="attachment-submit"
        >
          {busy ? t('detail.attachments.uploading') : t('detail.attachments.upload')}
        </button>
      </div>
      <div id={`${inputId}-hint`} className="form-text">
        {t('detail.attachments.hint', limits)}
      </div>
      {error && (
        <div
          id={`${inputId}-error`}
          className="invalid-feedback d-block"
          role="alert"
          data-testid="attachment-error"
        >
          {error}
        </div>
      )}
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
