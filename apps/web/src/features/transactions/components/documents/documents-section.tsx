import { useState } from 'react';
import type { TIssuedDocument } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useOfficialDocuments } from '../../api/get-official-documents';
import { DocumentList } from './document-list';
import { documentName } from './document-name';
import { IssueDocumentForm } from './issue-document-form';
import { WithdrawDocumentDialog } from './withdraw-document-dialog';

/**
 * The application's official documents (docs/documents.md): everyone who sees the application
 * lists and downloads them; staff also issue and withdraw them.
 */
export function DocumentsSection({
  applicationId,
  staff,
}: {
  applicationId: number;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const documents = useOfficialDocuments(applicationId);
  const feedback = useFeedback();
  const [toWithdraw, setToWithdraw] = useState<TIssuedDocument | null>(null);

  return (
    <section className="card mb-4" aria-labelledby="official-documents-title">
      <div className="card-body">
        <h2 id="official-documents-title" className="h5 card-title mb-3">
          {t('officialDocuments.title')}
        </h2>
        <Feedback message={feedback.message} testId="official-documents" />
        <QueryState
          query={documents}
          empty={
            <p className="text-body-secondary" data-testid="official-documents-empty">
              {t('officialDocuments.empty')}
            </p>
          }
        >
          {(list) => (
            <DocumentList
              documents={list}
              canWithdraw={staff}
              onWithdraw={setToWithdraw}
              onError={feedback.failure}
            />
          )}
        </QueryState>
        {staff && (
          <IssueDocumentForm
            applicationId={applicationId}
            onIssued={(doc) =>
              feedback.success(
                t('officialDocuments.issued', { name: isolate(documentName(t, doc)) }),
              )
            }
          />
        )}
      </div>
      {toWithdraw && (
        <WithdrawDocumentDialog
          applicationId={applicationId}
          doc={toWithdraw}
          onClose={() => setToWithdraw(null)}
          onDone={(doc) => {
            setToWithdraw(null);
            feedback.success(
              t('officialDocuments.withdrawnMessage', { name: isolate(documentName(t, doc)) }),
            );
          }}
        />
      )}
    </section>
  );
}
