import type { TAttachment } from '@mutabaa/shared';
import { errorText } from '../../../../lib/errors';
import { formatFileSize } from '../../../../lib/file-size';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { downloadAttachment } from '../../api/download-attachment';
import { useDateStyle } from '../../../../lib/date-style';

type Props = {
  attachments: TAttachment[];
  canDelete: (attachment: TAttachment) => boolean;
  onDelete: (attachment: TAttachment) => void;
  onError: (text: string) => void;
};

/** One row per file: name, size, who and when, download and (when allowed) delete. */
export function AttachmentList({ attachments, canDelete, onDelete, onError }: Props) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (attachments.length === 0) {
    return (
      <p className="text-body-secondary" data-testid="attachments-empty">
        {t('detail.attachments.empty')}
      </p>
    );
  }
  const download = (attachment: TAttachment) =>
    downloadAttachment(attachment).catch((error: unknown) => onError(errorText(t, error)));
  return (
    <ul className="list-group mb-3" data-testid="attachments-list">
      {attachments.map((attachment) => (
        <li
          key={attachment.id}
          className="list-group-item d-flex flex-wrap align-items-center gap-2"
          data-testid="attachment"
        >
          <div className="flex-grow-1 text-break" style={{ minWidth: 0 }}>
            <div className="fw-semibold" dir="auto">
              {attachment.file_name}
            </div>
            <div className="small text-body-secondary">
              {[
                formatFileSize(attachment.size, language),
                attachment.uploaded_by?.full_name || attachment.uploaded_by?.email,
                formatDateTime(attachment.created_at, dateStyle),
              ]
                .filter(Boolean)
                .map((part, index) => (
                  <span key={index}>
                    {index > 0 && ' · '}
                    <bdi>{part}</bdi>
                  </span>
                ))}
            </div>
          </div>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => void download(attachment)}
              aria-label={t('detail.attachments.downloadNamed', {
                name: attachment.file_name,
              })}
              data-testid="attachment-download"
            >
              {t('detail.attachments.download')}
            </button>
            {canDelete(attachment) && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => onDelete(attachment)}
                aria-label={t('detail.attachments.deleteNamed', {
                  name: attachment.file_name,
                })}
                data-testid="attachment-delete"
              >
                {t('detail.attachments.delete')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
