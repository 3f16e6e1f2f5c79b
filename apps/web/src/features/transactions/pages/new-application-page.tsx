import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationForm } from '../components/form/application-form';
import { ApplicationLoader } from '../components/form/application-loader';
import { useFormNavigation } from '../hooks/use-form-navigation';

/**
 * /applications/new (client): a client's own application, with no client or assignee to pick.
 * `?draft=<id>` reopens one of their drafts, since clients have no /transactions/{id}/edit.
 */
export function NewApplicationPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search] = useSearchParams();
  const draft = search.get('draft');
  const go = useFormNavigation(paths.applicationNew.getHref);
  const onDraftCreated = go.toDraft;

  if (!draft) {
    return (
      <>
        <PageTitle>{t('pages.createApplication')}</PageTitle>
        <ApplicationForm
          audience="client"
          defaults={{ client_email: user?.email ?? '', client_phone: user?.phone_number ?? '' }}
          onDraftCreated={(saved) => onDraftCreated(saved, t('form.draftSaved'))}
          onDone={go.toDetail}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('pages.editApplication')}</PageTitle>
      <ApplicationLoader id={draft}>
        {(application) =>
          application.status === 'draft' ? (
            <ApplicationForm
              key={application.id}
              audience="client"
              application={application}
              notice={go.notice}
              onDraftCreated={(saved) => onDraftCreated(saved, t('form.draftSaved'))}
              onDone={go.toDetail}
            />
          ) : (
            <div className="alert alert-info" role="status" data-testid="not-a-draft">
              {t('form.notDraft')}{' '}
              <Link to={paths.transactionDetail.getHref(application.id)}>
                {t('form.viewApplication')}
              </Link>
            </div>
          )
        }
      </ApplicationLoader>
    </>
  );
}
