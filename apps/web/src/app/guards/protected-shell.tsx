import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/use-session';
import { loadScreenTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { routeAccess } from '../access';

/** The screen the app was opened at, which the layout waits for (see `openingScreen`). */
let opening: Promise<unknown> = Promise.resolve();

/**
 * The signed-in layout, ready once its code, the screens' texts and the screen the app was
 * opened at have arrived, so that the first paint shows the layout with its screen (not the
 * layout with a spinner, and the screen a moment later). A screen that fails to load does not
 * hold the layout back: its own error shows in the layout.
 */
export const AppLayout = lazyPage(
  () =>
    Promise.all([
      import('../layout/app-layout'),
      loadScreenTexts(),
      opening.catch(() => undefined),
    ]).then(([layout]) => layout),
  'AppLayout',
);

/** Starts loading the layout, to show first with the screen `screen` loads. */
export function openingScreen(screen: Promise<unknown>) {
  opening = screen;
  void AppLayout.preload();
}

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
