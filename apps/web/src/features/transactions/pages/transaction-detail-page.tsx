import { Link, useParams } from 'react-router';
import { hasRole, type TAttachment } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { SlaBadge, SlaExpectedBy } from '../../../components/ui/sla-badge';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { useApplication } from '../api/get-application';
import { ApplicationSummary } from '../components/detail/application-summary';
import { AttachmentsSection } from '../components/detail/attachments-section';
import { CommentsSection } from '../components/detail/comments-section';
import { DocumentsSection } from '../components/documents/documents-section';
import { DetailNotFound } from '../components/detail/detail-not-found';
import { HistoryTimeline } from '../components/detail/history-timeline';
import { PublicLink } from '../components/detail/public-link';
import { WorkflowActions } from '../components/detail/workflow-actions';

/**
 * One application: its fields, workflow actions, public link, comments, files, official
 * documents and history, with a link to its print view.
 */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const application = useApplication(id);
  const feedback = useFeedback();
  const staff = hasRole(user?.role, 'editor');

  if (application.isPending) return <PageSpinner />;
  if (application.isError) {
    const { error } = application;
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      return <DetailNotFound />;
    }
    return (
      <>
        <PageTitle>{t('pages.applicationDetails')}</PageTitle>
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      </>
    );
  }

  const a = application.data;
  const canDelete = (file: TAttachment) => staff || file.uploaded_by?.id === user?.id;
  return (
    <div className="transaction-detail" data-testid="transaction-detail">
      <PageTitle
        actions={
          <div className="d-flex flex-wrap gap-2">
            <Link
              to={paths.transactionPrint.getHref(a.id)}
              className="btn btn-outline-secondary"
              data-testid="detail-print"
            >
              {t('print.link')}
            </Link>
            {staff ? (
              <Link
                to={paths.transactionEdit.getHref(a.id)}
                className="btn btn-primary"
                data-testid="detail-edit"
              >
                {t('detail.edit')}
              </Link>
            ) : (
              // A client edits their own drafts on their own form (the edit route is staff-only).
              a.status === 'draft' && (
                <Link
                  to={paths.applicationNew.getHref(a.id)}
                  className="btn btn-primary"
                  data-testid="detail-continue-draft"
                >
                  {t('detail.continueDraft')}
                </Link>
              )
            )}
          </div>
        }
        typed
      >
        {a.title || a.reference_number}
      </PageTitle>
      <p className="d-flex flex-wrap align-items-center gap-2 mb-4 text-body-secondary">
        <span dir="ltr">{a.reference_number}</span>
        <span data-testid="detail-status">
          <StatusBadge status={a.status} />
        </span>
        {staff ? <SlaBadge sla={a.sla} /> : <SlaExpectedBy sla={a.sla} />}
      </p>
      <Feedback message={feedback.message} testId="detail" />
      <div className="row">
        <div className="col-12 col-lg-8">
          {/* First on narrow screens too: the next step is what staff come here for. */}
          <WorkflowActions application={a} onChanged={feedback.success} hideWhenEmpty={!staff} />
          <ApplicationSummary application={a} />
          <CommentsSection applicationId={a.id} staff={staff} />
          <AttachmentsSection
            applicationId={a.id}
            attachments={a.attachments}
            canDelete={canDelete}
          />
          {/* A draft has no documents: they are issued from submission on. */}
          {a.status !== 'draft' && <DocumentsSection applicationId={a.id} staff={staff} />}
        </div>
        <div className="col-12 col-lg-4">
          {/* A draft is not public yet: its link would answer "not found". */}
          {a.status !== 'draft' && <PublicLink transactionId={a.transaction_id} />}
          <HistoryTimeline applicationId={a.id} />
        </div>
      </div>
    </div>
  );
}
