import type { ReactNode } from 'react';
import type { TAttachment } from '@mutabaa/shared';
import { QueryState } from '../../../../components/ui/query-state';
import { useDateStyle } from '../../../../lib/date-style';
import { formatFileSize } from '../../../../lib/file-size';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useComments } from '../../api/get-comments';
import { useOfficialDocuments } from '../../api/get-official-documents';
import { CommentItem } from '../detail/comments-section';

/** A titled block of the printed page. */
function PrintSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="print-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The comments the reader may see: the API gives internal ones to staff only. */
export function PrintComments({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const comments = useComments(applicationId);
  return (
    <PrintSection id="print-comments" title={t('detail.comments.title')}>
      <QueryState
        query={comments}
        empty={<p className="text-body-secondary">{t('detail.comments.empty')}</p>}
      >
        {(list) => (
          <ul className="list-unstyled mb-0">
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </QueryState>
    </PrintSection>
  );
}

/** The files by name and size (their contents are not printed). */
export function PrintAttachments({ attachments }: { attachments: TAttachment[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <PrintSection id="print-attachments" title={t('detail.attachments.title')}>
      {attachments.length === 0 ? (
        <p className="text-body-secondary">{t('detail.attachments.empty')}</p>
      ) : (
        <table className="table table-sm print-table">
          <thead>
            <tr>
              <th scope="col">{t('print.file')}</th>
              <th scope="col">{t('print.size')}</th>
            </tr>
          </thead>
          <tbody>
            {attachments.map((file) => (
              <tr key={file.id} data-testid="print-attachment">
                <td className="text-break">
                  <bdi>{file.file_name}</bdi>
                </td>
                <td className="text-nowrap">{formatFileSize(file.size, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}

/** The official documents issued, withdrawn ones marked. */
export function PrintDocuments({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const documents = useOfficialDocuments(applicationId);
  return (
    <PrintSection id="print-documents" title={t('officialDocuments.title')}>
      <QueryState
        query={documents}
        empty={<p className="text-body-secondary">{t('officialDocuments.empty')}</p>}
      >
        {(list) => (
          <table className="table table-sm print-table">
            <thead>
              <tr>
                <th scope="col">{t('officialDocuments.kind')}</th>
                <th scope="col">{t('officialDocuments.language')}</th>
                <th scope="col">{t('print.issuedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((doc) => (
                <tr key={doc.id} data-testid="print-document">
                  <td>
                    {t(`verify.kinds.${doc.kind}`)}{' '}
                    <span className="text-body-secondary">
                      {t('officialDocuments.version', { version: doc.version })}
                    </span>
                    {doc.withdrawn && (
                      <span className="badge text-bg-danger ms-2">
                        {t('officialDocuments.withdrawnBadge')}
                      </span>
                    )}
                  </td>
                  <td lang={doc.language}>{t(`language.${doc.language}`)}</td>
                  <td>
                    <time dateTime={doc.issued_at}>{formatDateTime(doc.issued_at, dateStyle)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </PrintSection>
  );
}
