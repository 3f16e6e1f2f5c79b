import { useLocation } from 'react-router';
import { normalizeRole } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { reportSearchOf } from '../../../lib/report-origin';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { useApplications } from '../api/get-applications';
import {
  isReportSelection,
  listQuery,
  withoutReportSelection,
  type FilterKey,
  type ListFilters,
} from '../api/list-filters';
import type { RowAction } from './application-actions';
import { ApplicationFilters } from './application-filters';
import { ApplicationsSection } from './applications-section';
import type { TableExtras } from './applications-table';
import { ExportButtons } from './export-buttons';
import { ListOrderingSelect } from './list-ordering';
import { DEFAULT_ORDERING, type ListOrdering } from '../api/list-ordering';
import { ImportNotice } from './import-notice';
import { ReportNotice } from './report-notice';
import { useListParams } from '../hooks/use-list-params';

const STAFF_ACTIONS: readonly RowAction[] = ['view', 'edit', 'duplicate', 'delete'];
const CLIENT_ACTIONS: readonly RowAction[] = ['view'];

type ApplicationListProps = {
  title: string;
  /** Filters the page always applies (e.g. the caller as assignee); not offered in the panel. */
  fixed?: ListFilters;
  /** Request parameters beyond the panel's filters (e.g. open only). */
  query?: Readonly<Record<string, string | number | boolean>>;
  /** The page's ordering when the address names none (the API's default otherwise). */
  defaultOrdering?: ListOrdering;
  tableExtras?: TableExtras;
};

/** The application list screen: search, filters, export, the table and its pages. */
export function ApplicationList({
  title,
  fixed = {},
  query,
  defaultOrdering = DEFAULT_ORDERING,
  tableExtras,
}: ApplicationListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = normalizeRole(user?.role);
  const isStaff = role === 'admin' || role === 'editor';
  const { filters, ordering: chosen, page, apply, order, goToPage, key } = useListParams();
  const ordering = chosen ?? defaultOrdering;
  const feedback = useFeedback();
  const reportSearch = reportSearchOf(useLocation().state);
  const selected = { ...filters, ...fixed };
  const { data, isFetching, error } = useApplications({
    ...query,
    ...listQuery(selected, page, ordering),
  });

  const onApply = (next: ListFilters) => {
    feedback.clear();
    apply(next);
  };

  return (
    <>
      <PageTitle
        actions={
          <ExportButtons filters={selected} ordering={ordering} onError={feedback.failure} />
        }
      >
        {title}
      </PageTitle>
      <ApplicationFilters
        key={key}
        filters={filters}
        onApply={onApply}
        hidden={Object.keys(fixed) as FilterKey[]}
        canPickUsers={isStaff}
        ordering={
          <ListOrderingSelect
            value={ordering}
            withSla={isStaff}
            onChange={(next) => {
              feedback.clear();
              order(next === defaultOrdering ? undefined : next);
            }}
          />
        }
      />
      {filters.import && (
        <ImportNotice
          id={filters.import}
          count={data?.count}
          onClear={() => {
            onApply({ ...filters, import: undefined });
            // The button leaves with the notice: the focus goes back to the top of the content.
            document.getElementById('main-content')?.focus();
          }}
        />
      )}
      {(isReportSelection(filters) || reportSearch !== undefined) && (
        <ReportNotice
          reportSearch={reportSearch}
          onClear={() => {
            onApply(withoutReportSelection(filters));
            document.getElementById('main-content')?.focus();
          }}
        />
      )}
      <Feedback message={feedback.message} testId="list-feedback" />
      <ApplicationsSection
        title={title}
        data={data}
        loading={isFetching}
        error={error}
        page={page}
        onPage={goToPage}
        actions={isStaff ? STAFF_ACTIONS : CLIENT_ACTIONS}
        emptyText={t('list.noApplications')}
        feedback={feedback}
        tableExtras={{ ...tableExtras, showSla: isStaff }}
      />
    </>
  );
}
