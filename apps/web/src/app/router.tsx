import { Suspense, type ComponentType, type ReactElement } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/login-page';
import { openingScreen, ProtectedShell } from './guards/protected-shell';
import { PublicOnly } from './guards/public-only';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error';
import { SIGNED_IN_SCREENS, type SignedInScreen } from './signed-in-screens';

// The sign-in screen is in the entry chunk; every other screen loads on demand.
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const AcceptInvitationPage = lazyPage(
  () => import('../features/auth/pages/accept-invitation-page'),
  'AcceptInvitationPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
const PublicTransactionPage = lazyPage(
  () => import('../features/public/pages/public-transaction-page'),
  'PublicTransactionPage',
);
const VerifyDocumentPage = lazyPage(
  () => import('../features/public/pages/verify-document-page'),
  'VerifyDocumentPage',
);

/** The signed-in screens' modules, each loaded when first shown (see ./signed-in-screens.ts). */
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/pages/*-page.tsx',
  '!../features/auth/**',
  '!../features/public/**',
]);

/** The lazily loaded page of one signed-in screen. */
export function signedInPage({ module, component }: SignedInScreen): LazyPage {
  const load = screenModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`router: features/${module}.tsx is not a page module`);
  return lazyPage(load, component);
}

function RootBoundary() {
  const { pathname } = useLocation();
  // Leaving a screen that failed to load clears the error (the layout is not remounted).
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Child paths of the protected shell, relative to "/" (the guard reads the full path). */
const rel = (path: string) => path.replace(/^\//, '');

const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      {
        path: paths.login.path,
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: paths.register.path,
        element: (
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        ),
      },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.acceptInvitation.path, element: <AcceptInvitationPage /> },
      { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
      { path: paths.publicTransaction.path, element: <PublicTransactionPage /> },
      { path: paths.verifyDocument.path, element: <VerifyDocumentPage /> },
      {
        path: paths.home.path,
        element: <ProtectedShell />,
        children: [
          { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
          ...SIGNED_IN_SCREENS.map((screen) => {
            const Page = signedInPage(screen);
            return { path: rel(screen.path), element: <Page /> };
          }),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every route of the app; the route table's access rules live in ./access.ts. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the screens that `pathname` will show (the layout too when signed in)
 * while the app is still starting, instead of one after the other as they render.
 */
export function preloadScreens(pathname: string, signedIn: boolean) {
  let protectedShell = false;
  const screens: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = (route.element as ReactElement | undefined)?.type;
    if (screen === ProtectedShell) protectedShell = true;
    const preload = (screen as Partial<LazyPage> | undefined)?.preload;
    if (preload) screens.push(preload());
  }
  if (protectedShell && signedIn) openingScreen(Promise.all(screens));
}
