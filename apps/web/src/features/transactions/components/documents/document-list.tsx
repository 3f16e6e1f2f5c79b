import type { TIssuedDocument } from '@mutabaa/shared';
import { errorText } from '../../../../lib/errors';
import { formatDateTime } from '../../../../lib/format';
import { isolate } from '../../../../lib/isolate';
import { useDateStyle } from '../../../../lib/date-style';
import { useTranslation } from '../../../../lib/use-translation';
import { downloadOfficialDocument } from '../../api/download-official-document';
import { documentName } from './document-name';

type Props = {
  documents: TIssuedDocument[];
  /** Staff may withdraw a document that is still valid. */
  canWithdraw: boolean;
  onWithdraw: (doc: TIssuedDocument) => void;
  onError: (text: string) => void;
};

/** One row per issued document: what, who and when, withdrawn or not, and its actions. */
export function DocumentList({ documents, canWithdraw, onWithdraw, onError }: Props) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const download = (doc: TIssuedDocument) =>
    downloadOfficialDocument(doc).catch((error: unknown) => onError(errorText(t, error)));
  return (
    <ul className="list-group mb-3" data-testid="official-documents-list">
      {documents.map((doc) => {
        const name = documentName(t, doc);
        const issuer = doc.issued_by
          ? doc.issued_by.full_name || doc.issued_by.email
          : t('officialDocuments.system');
        return (
          <li
            key={doc.id}
            className="list-group-item d-flex flex-wrap align-items-center gap-2"
            data-testid="official-document"
            data-kind={doc.kind}
            data-language={doc.language}
            data-withdrawn={doc.withdrawn || undefined}
          >
            <div className="flex-grow-1 text-break" style={{ minWidth: 0 }}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="fw-semibold">{t(`verify.kinds.${doc.kind}`)}</span>
                <span className="badge text-bg-light border" lang={doc.language}>
                  {t(`language.${doc.language}`)}
                </span>
                <span className="small text-body-secondary">
                  {t('officialDocuments.version', { version: doc.version })}
                </span>
                {doc.withdrawn && (
                  <span className="badge text-bg-danger" data-testid="official-document-withdrawn">
                    {t('officialDocuments.withdrawnBadge')}
                  </span>
                )}
              </div>
              <div className="small text-body-secondary">
                <bdi>
                  <time dateTime={doc.issued_at}>{formatDateTime(doc.issued_at, dateStyle)}</time>
                </bdi>
                {' · '}
                <bdi>{issuer}</bdi>
              </div>
              {doc.withdrawn && (
                <p
                  className="small text-danger-emphasis mb-0"
                  data-testid="official-document-reason"
                >
                  {t('officialDocuments.withdrawnNote', {
                    date: doc.withdrawn_at ? formatDateTime(doc.withdrawn_at, dateStyle) : '',
                    reason: isolate(doc.withdrawal_reason ?? ''),
                  })}
                </p>
              )}
            </div>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => void download(doc)}
                aria-label={t('officialDocuments.downloadNamed', { name })}
                data-testid="official-document-download"
              >
                {t('officialDocuments.download')}
              </button>
              <a
                className="btn btn-outline-secondary btn-sm"
                href={doc.verify_url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('officialDocuments.verifyNamed', { name })}
                data-testid="official-document-verify"
              >
                {t('officialDocuments.verify')}
              </a>
              {canWithdraw && !doc.withdrawn && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => onWithdraw(doc)}
                  aria-label={t('officialDocuments.withdrawNamed', { name })}
                  data-testid="official-document-withdraw"
                >
                  {t('officialDocuments.withdraw')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
