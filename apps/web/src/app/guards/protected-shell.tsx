import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/use-session';
import { loadScreenTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { routeAccess } from '../access';

/** The signed-in layout, ready once its code and the screens' texts have both arrived. */
export const AppLayout = lazyPage(
  () => Promise.all([import('../layout/app-layout'), loadScreenTexts()]).then(([layout]) => layout),
  'AppLayout',
);

/**
 * Every protected route renders inside this: a spinner while the session loads, a redirect
 * when the route table says so, else the layout with the page.
 */
export function ProtectedShell() {
  const state = useSession();
  const { pathname } = useLocation();
  if (state.status === 'loading') return <PageSpinner />;
  const decision = routeAccess(state.user, pathname);
  if (!decision.allowed) return <Navigate to={decision.redirectTo} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppLayout />
    </Suspense>
  );
}
