import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationForm } from '../components/form/application-form';
import { useFormNavigation } from '../hooks/use-form-navigation';

/** /transactions/create (admin, editor): a new application for any client. */
export function CreateTransactionPage() {
  const { t } = useTranslation();
  const go = useFormNavigation(paths.transactionEdit.getHref);
  return (
    <>
      <PageTitle>{t('pages.createApplication')}</PageTitle>
      <ApplicationForm
        audience="staff"
        onDraftCreated={(application) => go.toDraft(application, t('form.draftSaved'))}
        onDone={go.toDetail}
      />
    </>
  );
}
