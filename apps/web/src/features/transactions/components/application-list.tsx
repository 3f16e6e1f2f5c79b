import { useId } from 'react';
import { normalizeRole, DEFAULT_PAGE_SIZE } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/errors';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { useApplications } from '../api/get-applications';
import { listQuery, type FilterKey, type ListFilters } from '../api/list-filters';
import { ApplicationActions, type RowAction } from './application-actions';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';
import { ExportButtons } from './export-buttons';
import { ListPagination } from './list-pagination';
import { useListParams } from './use-list-params';

const STAFF_ACTIONS: readonly RowAction[] = ['view', 'edit', 'duplicate', 'delete'];
const CLIENT_ACTIONS: readonly RowAction[] = ['view'];

type ApplicationListProps = {
  title: string;
  /** Filters the page always applies (e.g. the caller as assignee); not offered in the panel. */
  fixed?: ListFilters;
};

/** The application list screen: search, filters, export, the table and its pages. */
export function ApplicationList({ title, fixed = {} }: ApplicationListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = normalizeRole(user?.role);
  const isStaff = role === 'admin' || role === 'editor';
  const { filters, page, apply, goToPage, key } = useListParams();
  const feedback = useFeedback();
  const tableTitleId = useId();
  const selected = { ...filters, ...fixed };
  const { data, isPending, isFetching, error } = useApplications(listQuery(selected, page));
  const rows = data?.results ?? [];

  const onApply = (next: ListFilters) => {
    feedback.clear();
    apply(next);
  };

  return (
    <>
      <PageTitle actions={<ExportButtons filters={selected} onError={feedback.failure} />}>
        {title}
      </PageTitle>
      <ApplicationFilters
        key={key}
        filters={filters}
        onApply={onApply}
        hidden={Object.keys(fixed) as FilterKey[]}
        canPickUsers={isStaff}
      />
      <Feedback message={feedback.message} testId="list-feedback" />
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error, t('list.loadFailed'))}
        </div>
      )}
      <section className="card" aria-labelledby={tableTitleId}>
        <div className="card-body">
          <h2 id={tableTitleId} className="visually-hidden">
            {title}
          </h2>
          <ApplicationsTable
            applications={rows}
            loading={isPending || (isFetching && rows.length === 0)}
            emptyText={t('list.noApplications')}
            labelledBy={tableTitleId}
            renderActions={(application) => (
              <ApplicationActions
                application={application}
                actions={isStaff ? STAFF_ACTIONS : CLIENT_ACTIONS}
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
