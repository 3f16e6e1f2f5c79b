import { Suspense, type ReactElement } from 'react';
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
import { AppLayout, ProtectedShell } from './guards/protected-shell';
import { PublicOnly } from './guards/public-only';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error';

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
const DashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/pages/settings-page'),
  'SettingsPage',
);
const TransactionsPage = lazyPage(
  () => import('../features/transactions/pages/transactions-page'),
  'TransactionsPage',
);
const CreateTransactionPage = lazyPage(
  () => import('../features/transactions/pages/create-transaction-page'),
  'CreateTransactionPage',
);
const TransactionDetailPage = lazyPage(
  () => import('../features/transactions/pages/transaction-detail-page'),
  'TransactionDetailPage',
);
const EditTransactionPage = lazyPage(
  () => import('../features/transactions/pages/edit-transaction-page'),
  'EditTransactionPage',
);
const NewApplicationPage = lazyPage(
  () => import('../features/transactions/pages/new-application-page'),
  'NewApplicationPage',
);
const AssignedTasksPage = lazyPage(
  () => import('../features/transactions/pages/assigned-tasks-page'),
  'AssignedTasksPage',
);
const DraftsPage = lazyPage(
  () => import('../features/transactions/pages/drafts-page'),
  'DraftsPage',
);
const ImportWizardPage = lazyPage(
  () => import('../features/imports/pages/import-wizard-page'),
  'ImportWizardPage',
);
const UsersPage = lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const NotificationPreferencesPage = lazyPage(
  () => import('../features/notifications/pages/notification-preferences-page'),
  'NotificationPreferencesPage',
);
const ReportsPage = lazyPage(() => import('../features/reports/pages/reports-page'), 'ReportsPage');
const AssignmentsPage = lazyPage(
  () => import('../features/assignments/pages/assignments-page'),
  'AssignmentsPage',
);
const EmailTemplatesPage = lazyPage(
  () => import('../features/email-templates/pages/email-templates-page'),
  'EmailTemplatesPage',
);
const EmailTemplatePage = lazyPage(
  () => import('../features/email-templates/pages/email-template-page'),
  'EmailTemplatePage',
);
const AuditLogsPage = lazyPage(
  () => import('../features/audit-logs/pages/audit-logs-page'),
  'AuditLogsPage',
);
const DocumentsPage = lazyPage(
  () => import('../features/documents/pages/documents-page'),
  'DocumentsPage',
);

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
      {
        path: paths.home.path,
        element: <ProtectedShell />,
        children: [
          { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
          { path: rel(paths.dashboard.path), element: <DashboardPage /> },
          { path: rel(paths.transactions.path), element: <TransactionsPage /> },
          { path: rel(paths.transactionCreate.path), element: <CreateTransactionPage /> },
          { path: rel(paths.transactionDetail.path), element: <TransactionDetailPage /> },
          { path: rel(paths.transactionEdit.path), element: <EditTransactionPage /> },
          { path: rel(paths.applicationNew.path), element: <NewApplicationPage /> },
          { path: rel(paths.users.path), element: <UsersPage /> },
          { path: rel(paths.notifications.path), element: <NotificationsPage /> },
          {
            path: rel(paths.notificationPreferences.path),
            element: <NotificationPreferencesPage />,
          },
          { path: rel(paths.reports.path), element: <ReportsPage /> },
          { path: rel(paths.settings.path), element: <SettingsPage /> },
          { path: rel(paths.assignments.path), element: <AssignmentsPage /> },
          { path: rel(paths.emailTemplates.path), element: <EmailTemplatesPage /> },
          { path: rel(paths.emailTemplate.path), element: <EmailTemplatePage /> },
          { path: rel(paths.auditLogs.path), element: <AuditLogsPage /> },
          { path: rel(paths.assignedTasks.path), element: <AssignedTasksPage /> },
          { path: rel(paths.importWizard.path), element: <ImportWizardPage /> },
          { path: rel(paths.drafts.path), element: <DraftsPage /> },
          { path: rel(paths.documents.path), element: <DocumentsPage /> },
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
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = (route.element as ReactElement | undefined)?.type;
    if (screen === ProtectedShell) {
      if (signedIn) void AppLayout.preload();
    } else {
      void (screen as Partial<LazyPage> | undefined)?.preload?.();
    }
  }
}
