import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { FolderIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/errors';
import { usePageParam } from '../../../lib/use-page-param';
import { useTranslation } from '../../../lib/use-translation';
import { DOCUMENTS_PAGE_SIZE, downloadDocument, useDocuments } from '../api/get-documents';
import { DocumentsTable } from '../components/documents-table';

/** A client's files across all their applications. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { page, goToPage } = usePageParam();
  const documents = useDocuments(page);
  const feedback = useFeedback();

  return (
    <>
      <PageTitle>{t('pages.documents')}</PageTitle>
      <Feedback message={feedback.message} testId="documents" />
      <div className="card">
        <div className="card-body">
          <QueryState
            query={documents}
            errorClassName="mb-0"
            isEmpty={(data) => data.count === 0}
            empty={
              <div className="text-center py-5" data-testid="documents-empty">
                <FolderIcon className="empty-state-icon mb-3" />
                <p className="mb-0 text-body-secondary">{t('documents.empty')}</p>
              </div>
            }
          >
            {(data) => (
              <>
                <DocumentsTable
                  documents={data.results}
                  onDownload={(document) =>
                    void downloadDocument(document).catch((error: unknown) =>
                      feedback.failure(errorText(t, error)),
                    )
                  }
                />
                <Pager
                  page={page}
                  pageSize={DOCUMENTS_PAGE_SIZE}
                  count={data.count}
                  shown={data.results.length}
                  onPage={goToPage}
                  testId="documents-showing"
                />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </>
  );
}
