import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useTranslation } from '../../../lib/use-translation';
import { useDrafts } from '../api/get-drafts';
import { ApplicationsSection } from '../components/applications-section';

const DRAFT_ACTIONS = ['edit', 'delete'] as const;

/** The caller's own drafts, to finish (edit) or discard (delete). */
export function DraftsPage() {
  const { t } = useTranslation();
  const { page, goToPage } = usePageParam();
  const feedback = useFeedback();
  const { data, isFetching, error } = useDrafts(page);
  return (
    <>
      <PageTitle>{t('pages.drafts')}</PageTitle>
      <Feedback message={feedback.message} testId="list-feedback" />
      <ApplicationsSection
        title={t('pages.drafts')}
        data={data}
        loading={isFetching}
        error={error}
        page={page}
        onPage={goToPage}
        actions={DRAFT_ACTIONS}
        emptyText={t('list.noDrafts')}
        feedback={feedback}
      />
    </>
  );
}
