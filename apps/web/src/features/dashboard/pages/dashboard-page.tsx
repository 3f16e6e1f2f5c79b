import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate } from 'react-router';
import { displayName, normalizeRole, type Role } from '@mutabaa/shared';
import { PlusIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { RecentApplications } from '../components/recent-applications';
import { StatCard } from '../components/stat-card';

/** Card titles per role (spec §2, Dashboards). */
const CARDS: Record<Role, string[]> = {
  admin: ['totalApplications', 'pendingApproval', 'completed', 'activeUsers'],
  editor: ['assignedTasks', 'inProgress', 'completedToday', 'overdue'],
  client: ['activeApplications', 'completed', 'awaitingResponse'],
};

/** The admin, editor or client dashboard by role; an unknown role goes to /login. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = normalizeRole(user?.role);
  if (!role) return <Navigate to={paths.login.getHref()} replace />;
  const isClient = role === 'client';
  return (
    <div data-testid={`${role}-dashboard`}>
      <PageTitle
        actions={
          isClient && (
            <Link className="btn btn-primary" to={paths.applicationNew.getHref()}>
              <PlusIcon className="me-2" />
              {t('pages.createApplication')}
            </Link>
          )
        }
      >
        {isClient ? t('pages.myDashboard') : t('pages.dashboard')}
      </PageTitle>
      <p className="text-body-secondary mb-4">
        {t('dashboard.welcome', { name: displayName(user, t('roles.user')) })}
      </p>
      <div className="row g-3 mb-4">
        {CARDS[role].map((card) => (
          <StatCard key={card} title={t(`dashboard.${card}`)} testId={`card-${card}`} />
        ))}
      </div>
      <RecentApplications showClientAndType={!isClient} />
    </div>
  );
}
