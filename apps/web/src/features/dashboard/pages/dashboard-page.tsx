import { Link, Navigate } from 'react-router';
import { displayName, normalizeRole } from '@mutabaa/shared';
import { PlusIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { DASHBOARD_CARDS } from '../api/dashboard-view';
import { useDashboard } from '../api/get-dashboard';
import { ExportReportButton } from '../components/export-report-button';
import { RecentApplications } from '../components/recent-applications';
import { StatCard } from '../components/stat-card';

/** The admin, editor or client dashboard by role; an unknown role goes to /login. */
export function DashboardPage() {
  const { user } = useSession();
  const role = normalizeRole(user?.role);
  if (!role) return <Navigate to={paths.login.getHref()} replace />;
  return <RoleDashboard role={role} />;
}

function RoleDashboard({ role }: { role: 'admin' | 'editor' | 'client' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { view, loading } = useDashboard(role, user?.id);
  const isClient = role === 'client';
  const actions =
    role === 'admin' ? (
      <ExportReportButton />
    ) : (
      isClient && (
        <Link className="btn btn-primary" to={paths.applicationNew.getHref()}>
          <PlusIcon className="me-2" />
          {t('pages.createApplication')}
        </Link>
      )
    );
  return (
    <div data-testid={`${role}-dashboard`}>
      <PageTitle actions={actions}>
        {isClient ? t('pages.myDashboard') : t('pages.dashboard')}
      </PageTitle>
      <p className="text-body-secondary mb-4">
        {t('dashboard.welcome', { name: displayName(user, t('roles.user')) })}
      </p>
      {/* One row of cards on wide screens, whether a role has three or four. */}
      <div
        className={`row row-cols-1 row-cols-sm-2 row-cols-xl-${DASHBOARD_CARDS[role].length} g-3 mb-4`}
      >
        {DASHBOARD_CARDS[role].map((card) => (
          <StatCard
            key={card}
            title={t(`dashboard.${card}`)}
            value={view?.figures[card]}
            note={t(`dashboard.notes.${role}.${card}`)}
            testId={`card-${card}`}
          />
        ))}
      </div>
      <RecentApplications
        applications={view?.recent ?? []}
        loading={loading}
        showClientAndType={!isClient}
      />
    </div>
  );
}
