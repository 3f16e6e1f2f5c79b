import { useEffect, useId, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, type TApplication } from '@mutabaa/shared';
import type { useFeedback } from '../../../components/ui/feedback';
import { Pager } from '../../../components/ui/pager';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationActions, useActionLabels, type RowAction } from './application-actions';
import { ApplicationsTable, type TableExtras } from './applications-table';

type ApplicationsSectionProps = {
  /** Read out as the table's name; the page shows it as its heading already. */
  title: string;
  data: { count: number; count_capped?: boolean; results: TApplication[] } | undefined;
  loading: boolean;
  error: unknown;
  page: number;
  onPage: (page: number, options?: { replace?: boolean }) => void;
  actions: readonly RowAction[];
  emptyText: string;
  feedback: ReturnType<typeof useFeedback>;
  tableExtras?: TableExtras;
};

/** One page of applications with their row actions and the paging below them. */
export function ApplicationsSection({
  title,
  data,
  loading,
  error,
  page,
  onPage,
  actions,
  emptyText,
  feedback,
  tableExtras,
}: ApplicationsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = useActionLabels();
  const region = useRef<HTMLDivElement>(null);
  const rows = data?.results ?? [];
  const count = data?.count ?? 0;
  const pastTheEnd = rows.length === 0 && count > 0 && page > 1;
  const lastPage = Math.ceil(count / DEFAULT_PAGE_SIZE);
  // A page beyond the last (an old link, or the last row of the last page deleted) shows
  // the last page instead of an untrue "no applications found".
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPage]);
  const failure = error ? (
    <div className="alert alert-danger" role="alert">
      {errorText(t, error, t('list.loadFailed'))}
    </div>
  ) : null;
  // With nothing loaded, "no applications found" would be untrue: only the failure shows.
  if (failure && !data) return failure;
  return (
    <>
      {failure}
      <section className="card" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
          <ApplicationsTable
            {...tableExtras}
            applications={rows}
            loading={loading}
            emptyText={emptyText}
            labelledBy={titleId}
            regionRef={region}
            renderActions={(application) => (
              <ApplicationActions
                application={application}
                labels={labels}
                actions={actions}
                feedback={feedback}
                onDeleted={() => region.current?.focus()}
              />
            )}
          />
          {data && (
            <Pager
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              capped={data.count_capped}
              shown={rows.length}
              onPage={(next) => {
                onPage(next);
                // The new page is read from its top; the pressed button may be disabled now.
                region.current?.focus();
              }}
            />
          )}
        </div>
      </section>
    </>
  );
}
