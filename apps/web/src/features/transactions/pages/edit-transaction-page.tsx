import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationForm } from '../components/form/application-form';
import { ApplicationLoader } from '../components/form/application-loader';
import { useFormNavigation } from '../hooks/use-form-navigation';

/** /transactions/{id}/edit (admin, editor): change an application; a draft may be submitted. */
export function EditTransactionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const go = useFormNavigation(paths.transactionEdit.getHref);
  return (
    <>
      <PageTitle>{t('pages.editApplication')}</PageTitle>
      <ApplicationLoader id={id}>
        {(application) => (
          <ApplicationForm
            key={application.id}
            audience="staff"
            application={application}
            notice={go.notice}
            onDraftCreated={(saved) => go.toDraft(saved, t('form.draftSaved'))}
            onDone={go.toDetail}
          />
        )}
      </ApplicationLoader>
    </>
  );
}
