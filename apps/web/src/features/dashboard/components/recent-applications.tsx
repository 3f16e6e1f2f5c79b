import { Link } from 'react-router';
import type { TApplication } from '@mutabaa/shared';
import { EyeIcon } from '../../../components/ui/icons';
import { SlaBadge } from '../../../components/ui/sla-badge';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { optionLabel } from '../../../lib/form-config';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import './recent-applications.css';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

type Column =
  | 'referenceNumber'
  | 'applicationId'
  | 'client'
  | 'type'
  | 'status'
  | 'sla'
  | 'lastModified'
  | 'comments'
  | 'actions';

type RecentApplicationsProps = {
  applications: readonly TApplication[];
  loading: boolean;
  /** Clients do not see the client, type and service-level columns. */
  showClientAndType: boolean;
};

/**
 * The recent applications table. Below 768 px each row becomes a card whose cells
 * carry their column name, so nothing scrolls sideways and the view link stays in reach.
 */
export function RecentApplications({
  applications,
  loading,
  showClientAndType,
}: RecentApplicationsProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: Column[] = [
    'referenceNumber',
    'applicationId',
    ...(showClientAndType ? (['client', 'type'] as const) : []),
    'status',
    ...(showClientAndType ? (['sla'] as const) : []),
    'lastModified',
    'comments',
    'actions',
  ];
  const label = (column: Column) => t(`dashboard.columns.${column}`);
  const dash = t('common.empty');

  const cell = (column: Column, application: TApplication) => {
    switch (column) {
      case 'referenceNumber':
        return <bdi>{application.reference_number}</bdi>;
      case 'applicationId':
        return <bdi>{application.transaction_id}</bdi>;
      case 'client':
        return <bdi>{application.client_name || dash}</bdi>;
      case 'type': {
        const value = application.transaction_type;
        const display = application.transaction_type_display;
        if (!value) return dash;
        return display ? optionLabel({ value, ...display }, language) : value;
      }
      case 'status':
        return <StatusBadge status={application.status} />;
      case 'sla':
        return <SlaBadge sla={application.sla} />;
      case 'lastModified':
        return (
          <time dateTime={application.updated_at}>
            {formatDateTime(application.updated_at, dateStyle)}
          </time>
        );
      case 'comments':
        return formatNumber(application.comment_count, language);
      case 'actions':
        return (
          <Link
            className="btn btn-sm btn-outline-primary text-nowrap"
            to={paths.transactionDetail.getHref(application.id)}
            aria-label={t('dashboard.viewApplication', {
              reference: application.reference_number,
            })}
            data-testid="recent-view"
          >
            <EyeIcon className="me-1" />
            {t('dashboard.view')}
          </Link>
        );
    }
  };

  return (
    <section className="card" aria-labelledby="recent-title">
      <div className="card-body">
        <h2 id="recent-title" className="h5 card-title mb-3">
          {t('dashboard.recentApplications')}
        </h2>
        <ResponsiveTable
          region={{ labelledBy: 'recent-title' }}
          className="table-hover align-middle mb-0 recent-table"
          aria-busy={loading}
          data-testid="recent-applications"
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="text-nowrap" data-column={column}>
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {applications.length === 0 && (
              <tr className="recent-message">
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {loading ? (
                    <Spinner />
                  ) : (
                    <span data-testid="recent-empty">{t('dashboard.noApplications')}</span>
                  )}
                </td>
              </tr>
            )}
            {applications.map((application) => (
              <tr key={application.id} data-testid="recent-row" data-id={application.id}>
                {columns.map((column) => (
                  <td key={column} data-label={label(column)} data-column={column}>
                    {cell(column, application)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </div>
    </section>
  );
}
