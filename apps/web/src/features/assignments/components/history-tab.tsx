import { useCallback, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAssignment, TUserRef, TWorkload } from '@mutabaa/shared';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { historyFromUrl, historyToUrl } from '../api/assignment-params';
import type { HistoryParams } from '../api/assignment-params';
import { HISTORY_PAGE_SIZE, useAssignments } from '../api/get-assignments';
import { HistoryFilters } from './history-filters';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

const nameOf = (user: TUserRef) => user.full_name || user.email;

/** Who made the move: a person, or the rule that chose the assignee. */
function byWhom(t: (key: string) => string, move: TAssignment) {
  if (move.assigned_by) return <bdi>{nameOf(move.assigned_by)}</bdi>;
  if (move.rule === 'balanced') return t('assignments.history.automaticBalanced');
  if (move.rule === 'round_robin') return t('assignments.history.automaticRoundRobin');
  return t('assignments.history.automatic');
}

/** Every (re)assignment, newest first, filtered by person, dates and application. */
export function HistoryTab({ workload }: { workload: readonly TWorkload[] }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const key = url.toString();
  const params = useMemo(() => historyFromUrl(new URLSearchParams(key)), [key]);
  const show = useCallback((next: HistoryParams) => setUrl(historyToUrl(next)), [setUrl]);
  const history = useAssignments(params);
  const titleId = useId();
  const filtered = Boolean(
    params.user || params.transaction || params.created_at_after || params.created_at_before,
  );
  const queue = t('assignments.history.queue');
  const column = (name: string) => t(`assignments.history.${name}`);

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {column('title')}
        </h2>
        <HistoryFilters key={key} params={params} workload={workload} onApply={show} />
        <QueryState
          query={history}
          errorFallback={column('loadFailed')}
          errorClassName="mb-0"
          isEmpty={(data) => data.count === 0}
          empty={
            <p className="text-center text-body-secondary py-4 mb-0" data-testid="history-empty">
              {column(filtered ? 'noMatch' : 'empty')}
            </p>
          }
        >
          {(data) => (
            <>
              <ResponsiveTable
                region={{ labelledBy: titleId }}
                className="align-middle mb-0"
                aria-labelledby={titleId}
                aria-busy={history.isPlaceholderData}
                data-testid="history-table"
              >
                <thead>
                  <tr>
                    {['when', 'applicationColumn', 'move', 'by', 'reason'].map((name) => (
                      <th key={name} scope="col" className="text-nowrap">
                        {column(name)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((move) => (
                    <tr key={move.id} data-testid="history-row" data-id={move.id}>
                      <td className="text-nowrap" data-label={column('when')}>
                        <time dateTime={move.created_at}>
                          {formatDateTime(move.created_at, dateStyle)}
                        </time>
                      </td>
                      <td
                        style={{ minInlineSize: '12rem' }}
                        data-label={column('applicationColumn')}
                      >
                        <Link to={paths.transactionDetail.getHref(move.application.id)}>
                          {move.application.reference_number}
                        </Link>{' '}
                        <bdi>{move.application.title}</bdi>
                      </td>
                      <td
                        style={{ minInlineSize: '12rem' }}
                        data-label={column('move')}
                        data-testid="history-move"
                      >
                        {move.from_user ? <bdi>{nameOf(move.from_user)}</bdi> : queue}{' '}
                        <span aria-hidden="true" className="d-inline-block icon-directional">
                          →
                        </span>
                        <span className="visually-hidden">{column('movedTo')}</span>{' '}
                        {move.to_user ? <bdi>{nameOf(move.to_user)}</bdi> : queue}
                      </td>
                      <td data-label={column('by')}>{byWhom(t, move)}</td>
                      <td
                        style={{ minInlineSize: '10rem' }}
                        data-label={column('reason')}
                        data-testid="history-reason"
                      >
                        <bdi>{move.reason || t('common.empty')}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ResponsiveTable>
              <Pager
                page={params.page}
                pageSize={HISTORY_PAGE_SIZE}
                count={data.count}
                shown={data.results.length}
                onPage={(page) => show({ ...params, page })}
                testId="history-showing"
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
