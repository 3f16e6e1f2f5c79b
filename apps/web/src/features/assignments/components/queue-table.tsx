import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TApplication, TOptionDisplay } from '@mutabaa/shared';
import { SlaBadge } from '../../../components/ui/sla-badge';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { optionLabel } from '../../../lib/form-config';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { pageState, type Selection } from '../../../lib/selection';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

type QueueTableProps = {
  applications: readonly TApplication[];
  loading: boolean;
  emptyText: string;
  selection: Selection;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
  labelledBy: string;
};

const label = (value: string | null, display: TOptionDisplay | null, language: string) =>
  value && display ? optionLabel({ value, ...display }, language) : (value ?? '');

/** One page of open applications, each with a checkbox, and one for the whole page. */
export function QueueTable({
  applications,
  loading,
  emptyText,
  selection,
  onToggle,
  onTogglePage,
  labelledBy,
}: QueueTableProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = pageState(
    selection,
    applications.map((a) => a.id),
  );
  const header = useRef<HTMLInputElement>(null);
  // "Some chosen" has no attribute of its own: the checkbox's DOM property carries it.
  useEffect(() => {
    if (header.current) header.current.indeterminate = state === 'some';
  }, [state]);
  const column = (key: string) => t(`assignments.queue.columns.${key}`);
  const dash = t('common.empty');

  return (
    <ResponsiveTable
      region={{ labelledBy }}
      className="table-hover align-middle mb-0"
      aria-labelledby={labelledBy}
      aria-busy={loading}
      data-testid="queue-table"
    >
      <thead>
        <tr>
          <th scope="col" className="text-nowrap card-head-keep">
            <input
              ref={header}
              type="checkbox"
              className="form-check-input"
              checked={state === 'all'}
              disabled={applications.length === 0}
              onChange={onTogglePage}
              aria-label={t('assignments.queue.selectPage')}
              data-testid="queue-select-page"
            />
          </th>
          {['reference', 'title', 'type', 'priority', 'dueDate', 'sla', 'created'].map((key) => (
            <th key={key} scope="col" className="text-nowrap">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {applications.length === 0 && (
          <tr>
            <td colSpan={8} className="text-center text-body-secondary py-4">
              {loading ? <Spinner /> : <span data-testid="queue-empty">{emptyText}</span>}
            </td>
          </tr>
        )}
        {applications.map((a) => (
          <tr key={a.id} data-testid="queue-row" data-id={a.id}>
            <td>
              <input
                type="checkbox"
                className="form-check-input"
                checked={selection.has(a.id)}
                onChange={() => onToggle(a.id)}
                aria-label={t('assignments.queue.selectRow', {
                  reference: a.reference_number,
                })}
                data-testid="queue-select"
              />
            </td>
            <td className="text-nowrap" data-label={column('reference')}>
              <Link to={paths.transactionDetail.getHref(a.id)}>
                <bdi>{a.reference_number}</bdi>
              </Link>
            </td>
            <td style={{ minInlineSize: '10rem' }} data-label={column('title')}>
              <bdi>{a.title || dash}</bdi>
            </td>
            <td data-label={column('type')}>
              {label(a.transaction_type, a.transaction_type_display, language) || dash}
            </td>
            <td data-label={column('priority')}>
              {label(a.priority, a.priority_display, language) || dash}
            </td>
            <td className="text-nowrap" data-label={column('dueDate')}>
              {a.due_date ? (
                <time dateTime={a.due_date}>{formatDate(a.due_date, dateStyle)}</time>
              ) : (
                dash
              )}
            </td>
            <td data-label={column('sla')}>
              <SlaBadge sla={a.sla} />
            </td>
            <td className="text-nowrap" data-label={column('created')}>
              <time dateTime={a.created_at}>{formatDate(a.created_at, dateStyle)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
