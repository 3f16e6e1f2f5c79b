import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { normalizeRole } from '@mutabaa/shared';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';

/**
 * Sign-in and registration: a signed-in user goes to the dashboard. A user whose role is
 * unknown stays, since the dashboard would send them back here.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const state = useSession();
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'signed-in' && normalizeRole(state.user.role)) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return children;
}
