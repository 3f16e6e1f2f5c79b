import '../components/print/print.css';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useApplication } from '../api/get-application';
import { ApplicationSummary } from '../components/detail/application-summary';
import { DetailNotFound } from '../components/detail/detail-not-found';
import { HistoryTimeline } from '../components/detail/history-timeline';
import { PrintHeader } from '../components/print/print-header';
import { PrintAttachments, PrintComments, PrintDocuments } from '../components/print/print-lists';

/**
 * The application laid out for A4 paper in the reader's language, without the app's frame:
 * what the detail page's requests give the reader (a client never receives internal comments).
 */
export function PrintApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const application = useApplication(id);

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
  return (
    <div className="print-view" data-testid="print-view">
      <div className="print-toolbar d-print-none">
        <Link to={paths.transactionDetail.getHref(a.id)} className="btn btn-outline-secondary">
          {t('print.back')}
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => window.print()}
          data-testid="print-button"
        >
          {t('print.print')}
        </button>
      </div>
      <PrintHeader />
      <PageTitle typed>{a.title || a.reference_number}</PageTitle>
      <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span dir="ltr">{a.reference_number}</span>
        <span className="visually-hidden">{t('print.status')}</span>
        <span data-testid="print-status">
          <StatusBadge status={a.status} />
        </span>
      </p>
      <ApplicationSummary application={a} />
      <PrintComments applicationId={a.id} />
      <PrintAttachments attachments={a.attachments} />
      <PrintDocuments applicationId={a.id} />
      <HistoryTimeline applicationId={a.id} />
    </div>
  );
}
