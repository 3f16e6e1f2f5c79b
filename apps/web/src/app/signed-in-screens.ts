import { paths } from '../config/paths';

/** A signed-in screen: its address, its module under `features/`, and the component it exports. */
export type SignedInScreen = {
  path: string;
  module: string;
  component: string;
  /** Shown without the layout's sidebar and top bar (a page meant for paper). */
  bare?: boolean;
};

/**
 * The screens inside the signed-in layout. The router loads each module when its address is
 * first shown; the build lists the scripts each one needs, so that a signed-in visitor's page
 * starts downloading them beside its own (build/route-preloads.ts). Data only: the build reads it.
 */
export const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  {
    path: paths.dashboard.path,
    module: 'dashboard/pages/dashboard-page',
    component: 'DashboardPage',
  },
  {
    path: paths.transactions.path,
    module: 'transactions/pages/transactions-page',
    component: 'TransactionsPage',
  },
  {
    path: paths.transactionCreate.path,
    module: 'transactions/pages/create-transaction-page',
    component: 'CreateTransactionPage',
  },
  {
    path: paths.transactionDetail.path,
    module: 'transactions/pages/transaction-detail-page',
    component: 'TransactionDetailPage',
  },
  {
    path: paths.transactionEdit.path,
    module: 'transactions/pages/edit-transaction-page',
    component: 'EditTransactionPage',
  },
  {
    path: paths.transactionPrint.path,
    module: 'transactions/pages/print-application-page',
    component: 'PrintApplicationPage',
    bare: true,
  },
  {
    path: paths.applicationNew.path,
    module: 'transactions/pages/new-application-page',
    component: 'NewApplicationPage',
  },
  { path: paths.users.path, module: 'users/pages/users-page', component: 'UsersPage' },
  {
    path: paths.notifications.path,
    module: 'notifications/pages/notifications-page',
    component: 'NotificationsPage',
  },
  {
    path: paths.notificationPreferences.path,
    module: 'notifications/pages/notification-preferences-page',
    component: 'NotificationPreferencesPage',
  },
  { path: paths.reports.path, module: 'reports/pages/reports-page', component: 'ReportsPage' },
  { path: paths.settings.path, module: 'settings/pages/settings-page', component: 'SettingsPage' },
  {
    path: paths.assignments.path,
    module: 'assignments/pages/assignments-page',
    component: 'AssignmentsPage',
  },
  {
    path: paths.emailTemplates.path,
    module: 'email-templates/pages/email-templates-page',
    component: 'EmailTemplatesPage',
  },
  {
    path: paths.emailTemplate.path,
    module: 'email-templates/pages/email-template-page',
    component: 'EmailTemplatePage',
  },
  {
    path: paths.documentTemplates.path,
    module: 'document-templates/pages/document-templates-page',
    component: 'DocumentTemplatesPage',
  },
  {
    path: paths.documentTemplate.path,
    module: 'document-templates/pages/document-template-page',
    component: 'DocumentTemplatePage',
  },
  {
    path: paths.auditLogs.path,
    module: 'audit-logs/pages/audit-logs-page',
    component: 'AuditLogsPage',
  },
  {
    path: paths.assignedTasks.path,
    module: 'transactions/pages/assigned-tasks-page',
    component: 'AssignedTasksPage',
  },
  {
    path: paths.importWizard.path,
    module: 'imports/pages/import-wizard-page',
    component: 'ImportWizardPage',
  },
  { path: paths.drafts.path, module: 'transactions/pages/drafts-page', component: 'DraftsPage' },
  {
    path: paths.documents.path,
    module: 'documents/pages/documents-page',
    component: 'DocumentsPage',
  },
];
