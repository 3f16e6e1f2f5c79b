import { useTranslation } from '../../../lib/use-translation';

/**
 * The recent applications table: its columns and, until applications exist, the empty text.
 * Clients do not see the client and type columns.
 */
export function RecentApplications({ showClientAndType }: { showClientAndType: boolean }) {
  const { t } = useTranslation();
  const columns = [
    'referenceNumber',
    'applicationId',
    ...(showClientAndType ? ['client', 'type'] : []),
    'status',
    'lastModified',
    'comments',
    'actions',
  ];
  return (
    <section className="card" aria-labelledby="recent-title">
      <div className="card-body">
        <h2 id="recent-title" className="h5 card-title mb-3">
          {t('dashboard.recentApplications')}
        </h2>
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="recent-title">
          <table className="table table-hover align-middle mb-0" data-testid="recent-applications">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="text-nowrap">
                    {t(`dashboard.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {t('dashboard.noApplications')}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
