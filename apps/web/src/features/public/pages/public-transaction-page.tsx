import { useParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { FolderIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { isOpenSla } from '../../../lib/sla';
import { optionLabel } from '../../../lib/form-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { usePublicApplication } from '../api/get-public-application';
import { DisplayBadge } from '../components/display-badge';
import { PublicTimeline } from '../components/public-timeline';
import { useDateStyle } from '../../../lib/date-style';

/** The public status view of one application: no sign-in, nothing personal. */
export function PublicTransactionPage() {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { transactionId = '' } = useParams();
  const result = usePublicApplication(transactionId);
  useDocumentTitle(t('pages.publicTransaction'));

  let body;
  if (result.state === 'loading') {
    body = <Spinner />;
  } else if (result.state === 'error') {
    const notFound = result.error instanceof ApiError && [404, 422].includes(result.error.status);
    body = (
      <div className="text-center" data-testid={notFound ? 'public-not-found' : 'public-error'}>
        <FolderIcon className="empty-state-icon mb-3" />
        <p className="mb-0" role="alert">
          {notFound ? t('public.notFound') : errorText(t, result.error)}
        </p>
      </div>
    );
  } else {
    const a = result.application;
    const type = a.transaction_type_display
      ? optionLabel({ ...a.transaction_type_display, value: a.transaction_type ?? '' }, language)
      : a.transaction_type;
    body = (
      <div data-testid="public-application">
        <dl className="row mb-0">
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.reference')}</dt>
          <dd className="col-sm-8">
            <span dir="ltr">{a.reference_number}</span>
          </dd>
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.applicationTitle')}</dt>
          <dd className="col-sm-8 text-break">
            <bdi>{a.title}</bdi>
          </dd>
          {type && (
            <>
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.type')}</dt>
              <dd className="col-sm-8">{type}</dd>
            </>
          )}
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.status')}</dt>
          <dd className="col-sm-8" data-testid="public-status">
            <DisplayBadge status={a.status} display={a.status_display} language={language} />
          </dd>
          {a.sla && isOpenSla(a.sla) && (
            <>
              <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.expected')}</dt>
              <dd className="col-sm-8" data-testid="public-expected">
                <time dateTime={a.sla.due_at}>{formatDateTime(a.sla.due_at, dateStyle)}</time>
              </dd>
            </>
          )}
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('public.lastUpdate')}</dt>
          <dd className="col-sm-8">
            <time dateTime={a.updated_at}>{formatDateTime(a.updated_at, dateStyle)}</time>
          </dd>
        </dl>
        <PublicTimeline entries={a.timeline} />
      </div>
    );
  }

  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <h1 className="h3 mb-4">{t('pages.publicTransaction')}</h1>
        {body}
      </div>
    </PublicShell>
  );
}
