import { useId } from 'react';
import { Link } from 'react-router';
import type { TWorkload } from '@mutabaa/shared';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import type { useWorkload } from '../../../lib/workload';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/** The applications list narrowed to one assignee. */
const assigneeListHref = (userId: number) =>
  `${paths.transactions.getHref()}?${new URLSearchParams({ assigned_to: String(userId) })}`;

/** Each editor's open, overdue and nearly due applications, last week's output, availability. */
export function WorkloadTab({ query }: { query: ReturnType<typeof useWorkload> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const number = (n: number) => formatNumber(n, language);
  const column = (key: string) => t(`assignments.workload.${key}`);

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {column('title')}
        </h2>
        <QueryState
          query={query}
          errorFallback={column('loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{column('empty')}</p>}
        >
          {(list: TWorkload[]) => (
            <ResponsiveTable
              region={{ labelledBy: titleId }}
              className="align-middle mb-0"
              aria-labelledby={titleId}
              data-testid="workload-table"
            >
              <thead>
                <tr>
                  {['editor', 'open', 'overdue', 'dueSoon', 'completed', 'availability'].map(
                    (key) => (
                      <th key={key} scope="col">
                        {column(key)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {list.map((load) => {
                  const name = load.user.full_name || load.user.email;
                  return (
                    <tr key={load.user.id} data-testid="workload-row" data-id={load.user.id}>
                      <th scope="row" className="fw-normal card-cell-title">
                        <bdi>{name}</bdi>
                      </th>
                      <td data-label={column('open')}>
                        <Link
                          to={assigneeListHref(load.user.id)}
                          aria-label={t('assignments.workload.openOf', {
                            name,
                            n: number(load.open),
                          })}
                          data-testid="workload-open"
                        >
                          {number(load.open)}
                        </Link>
                      </td>
                      <td
                        data-label={column('overdue')}
                        className={load.overdue > 0 ? 'text-danger fw-semibold' : undefined}
                        data-testid="workload-overdue"
                      >
                        {number(load.overdue)}
                      </td>
                      <td data-label={column('dueSoon')}>{number(load.due_soon)}</td>
                      <td data-label={column('completed')}>{number(load.completed_last_7_days)}</td>
                      <td data-label={column('availability')}>
                        {load.is_available ? (
                          <span className="badge text-bg-success">{t('workload.available')}</span>
                        ) : (
                          <span className="badge text-bg-secondary" data-testid="workload-away">
                            {t('workload.away')}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ResponsiveTable>
          )}
        </QueryState>
      </div>
    </section>
  );
}
