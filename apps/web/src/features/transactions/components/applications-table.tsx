import { useMemo, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { TApplication, TOptionDisplay } from '@mutabaa/shared';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { SlaBadge } from '../../../components/ui/sla-badge';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadgeOf } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { optionLabel } from '../../../lib/form-config';
import { formatDateTime } from '../../../lib/format';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { UserRefText } from './user-ref-text';
import './applications-table.css';
import { useDateStyle } from '../../../lib/date-style';

const COLUMNS = [
  'reference',
  'applicationId',
  'title',
  'client',
  'type',
  'status',
  'sla',
  'priority',
  'assignee',
  'lastUpdate',
  'actions',
] as const;

/** What a screen adds to the table: a column before the actions, and a class per row. */
export type TableExtras = {
  /** The service-level column (staff only: a client reads the expected moment on the detail). */
  showSla?: boolean;
  extraColumn?: { label: string; render: (application: TApplication) => ReactNode };
  rowClassName?: (application: TApplication) => string | undefined;
};

type ApplicationsTableProps = TableExtras & {
  applications: readonly TApplication[];
  /** A page is on its way: the spinner when no rows are shown yet, else dimmed rows. */
  loading: boolean;
  emptyText: string;
  /** The buttons of one row (view, edit, …) as the caller's role allows. */
  renderActions: (application: TApplication) => ReactNode;
  labelledBy: string;
  /** The scroll box, which takes the focus when a row's own button disappears. */
  regionRef?: Ref<HTMLDivElement>;
};

function displayLabel(value: string | null, display: TOptionDisplay | null, language: string) {
  if (!value) return null;
  return display ? optionLabel({ value, ...display }, language) : value;
}

/**
 * The application rows; below 768 px each row becomes a card whose cells carry their column
 * name, so nothing needs sideways scrolling and the actions stay in reach.
 */
export function ApplicationsTable({
  applications,
  loading,
  emptyText,
  renderActions,
  labelledBy,
  regionRef,
  extraColumn,
  rowClassName,
  showSla = false,
}: ApplicationsTableProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Once per render rather than once per cell: each row repeats the column names (phone cards).
  const labels = useMemo(
    () => Object.fromEntries(COLUMNS.map((column) => [column, t(`list.columns.${column}`)])),
    [t],
  ) as Record<(typeof COLUMNS)[number], string>;
  const label = (column: (typeof COLUMNS)[number]) => labels[column];
  const columns = showSla ? COLUMNS : COLUMNS.filter((column) => column !== 'sla');
  // One subscription to the form configuration for the table, not one per row's badge.
  const { statusColor, statusLabel } = useFormConfig();
  const dash = t('common.empty');
  return (
    // Wide screens scroll the table sideways when the columns do not fit.
    <ResponsiveTable
      region={{ labelledBy }}
      boxRef={regionRef}
      className="table-hover align-middle mb-0 app-list-table"
      aria-labelledby={labelledBy}
      aria-busy={loading}
      data-testid="applications-table"
    >
      <thead>
        <tr>
          {columns.slice(0, -1).map((column) => (
            <th key={column} scope="col">
              {label(column)}
            </th>
          ))}
          {extraColumn && <th scope="col">{extraColumn.label}</th>}
          <th scope="col">{label('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {applications.length === 0 && (
          <tr className="app-list-message">
            <td
              colSpan={columns.length + (extraColumn ? 1 : 0)}
              className="text-center text-body-secondary py-4"
            >
              {loading ? <Spinner /> : <span data-testid="list-empty">{emptyText}</span>}
            </td>
          </tr>
        )}
        {applications.map((application) => (
          <tr
            key={application.id}
            className={rowClassName?.(application)}
            data-testid="application-row"
            data-id={application.id}
          >
            <td data-label={label('reference')} className="text-nowrap">
              <Link to={paths.transactionDetail.getHref(application.id)}>
                <bdi>{application.reference_number}</bdi>
              </Link>
            </td>
            <td data-label={label('applicationId')} className="text-nowrap">
              <bdi>{application.transaction_id}</bdi>
            </td>
            <td data-label={label('title')} className="app-list-title">
              <bdi>{application.title || dash}</bdi>
            </td>
            <td data-label={label('client')}>
              {application.client ? (
                <UserRefText user={application.client} />
              ) : (
                <bdi>{application.client_name || dash}</bdi>
              )}
            </td>
            <td data-label={label('type')}>
              {displayLabel(
                application.transaction_type,
                application.transaction_type_display,
                language,
              ) ?? dash}
            </td>
            <td data-label={label('status')}>
              <StatusBadgeOf
                status={application.status}
                label={statusLabel(application.status, language)}
                color={statusColor(application.status)}
              />
            </td>
            {showSla && (
              <td data-label={label('sla')}>
                <SlaBadge sla={application.sla} />
              </td>
            )}
            <td data-label={label('priority')}>
              {displayLabel(application.priority, application.priority_display, language)}
            </td>
            <td data-label={label('assignee')}>
              <UserRefText user={application.assigned_to} />
            </td>
            <td data-label={label('lastUpdate')}>
              <time dateTime={application.updated_at}>
                {formatDateTime(application.updated_at, dateStyle)}
              </time>
            </td>
            {extraColumn && (
              <td data-label={extraColumn.label}>{extraColumn.render(application)}</td>
            )}
            <td data-label={label('actions')}>{renderActions(application)}</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
