import { useSearchParams } from 'react-router';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { FolderIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { DOCUMENTS_PAGE_SIZE, downloadDocument, useDocuments } from '../api/get-documents';
import { DocumentsTable } from '../components/documents-table';
import { Pager } from '../components/pager';

/** A client's files across all their applications. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const documents = useDocuments(page);
  const feedback = useFeedback();

  return (
    <>
      <PageTitle>{t('pages.documents')}</PageTitle>
      <Feedback message={feedback.message} testId="documents" />
      <div className="card">
        <div className="card-body">
          {documents.isPending && <Spinner />}
          {documents.isError && (
            <div className="alert alert-danger mb-0" role="alert">
              {errorText(t, documents.error)}
            </div>
          )}
          {documents.data?.count === 0 && (
            <div className="text-center py-5" data-testid="documents-empty">
              <FolderIcon className="empty-state-icon mb-3" />
              <p className="mb-0 text-body-secondary">{t('documents.empty')}</p>
            </div>
          )}
          {documents.data && documents.data.count > 0 && (
            <>
              <DocumentsTable
                documents={documents.data.results}
                onDownload={(document) =>
                  void downloadDocument(document).catch((error: unknown) =>
                    feedback.failure(errorText(t, error)),
                  )
                }
              />
              <Pager
                page={page}
                pageSize={DOCUMENTS_PAGE_SIZE}
                count={documents.data.count}
                onPage={(next) => setParams({ page: String(next) })}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
