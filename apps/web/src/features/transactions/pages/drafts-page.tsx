import { useId } from 'react';
import { DEFAULT_PAGE_SIZE } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { useDrafts } from '../api/get-drafts';
import { ApplicationActions } from '../components/application-actions';
import { ApplicationsTable } from '../components/applications-table';
import { ListPagination } from '../components/list-pagination';
import { useListParams } from '../components/use-list-params';

const DRAFT_ACTIONS = ['edit', 'delete'] as const;

/** The caller's own drafts, to finish (edit) or discard (delete). */
export function DraftsPage() {
  const { t } = useTranslation();
  const { page, goToPage } = useListParams();
  const feedback = useFeedback();
  const titleId = useId();
  const { data, isPending, error } = useDrafts(page);
  const rows = data?.results ?? [];
  return (
    <>
      <PageTitle>{t('pages.drafts')}</PageTitle>
      <Feedback message={feedback.message} testId="list-feedback" />
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error, t('list.loadFailed'))}
        </div>
      )}
      <section className="card" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="visually-hidden">
            {t('pages.drafts')}
          </h2>
          <ApplicationsTable
            applications={rows}
            loading={isPending}
            emptyText={t('list.noDrafts')}
            labelledBy={titleId}
            renderActions={(application) => (
              <ApplicationActions
                application={application}
                actions={DRAFT_ACTIONS}
                feedback={feedback}
              />
            )}
          />
          {data && (
            <ListPagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              shown={rows.length}
              onPage={goToPage}
            />
          )}
        </div>
      </section>
    </>
  );
}
