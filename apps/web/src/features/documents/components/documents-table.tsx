import { Link } from 'react-router';
import type { TDocument } from '@mutabaa/shared';
import { paths } from '../../../config/paths';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

type Props = { documents: TDocument[]; onDownload: (document: TDocument) => void };

/** The files with their application, size and date; each row downloads its file. */
export function DocumentsTable({ documents, onDownload }: Props) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ResponsiveTable className="align-middle mb-0 documents-table" data-testid="documents-table">
      <caption className="visually-hidden">{t('documents.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('documents.file')}</th>
          <th scope="col">{t('documents.application')}</th>
          <th scope="col">{t('documents.size')}</th>
          <th scope="col">{t('documents.date')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('documents.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id} data-testid="document-row">
            <td className="text-break fw-semibold" data-label={t('documents.file')}>
              <bdi>{document.file_name}</bdi>
            </td>
            <td data-label={t('documents.application')}>
              <Link
                to={paths.transactionDetail.getHref(document.application.id)}
                data-testid="document-application"
              >
                <span dir="ltr">{document.application.reference_number}</span>
              </Link>
              <div className="small text-body-secondary text-break" dir="auto">
                {document.application.title}
              </div>
            </td>
            <td className="text-nowrap" data-label={t('documents.size')}>
              {formatFileSize(document.size, language)}
            </td>
            <td className="text-nowrap" data-label={t('documents.date')}>
              <time dateTime={document.created_at}>
                {formatDateTime(document.created_at, dateStyle)}
              </time>
            </td>
            <td className="text-md-end card-cell-actions">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => onDownload(document)}
                aria-label={t('documents.downloadNamed', { name: document.file_name })}
                data-testid="document-download"
              >
                {t('documents.download')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
