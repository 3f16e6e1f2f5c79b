import type { ComponentType } from 'react';
import { normalizeRole } from '@mutabaa/shared';
import {
  AssignIcon,
  BellIcon,
  ChartIcon,
  DashboardIcon,
  DocumentIcon,
  DraftIcon,
  GearIcon,
  InboxIcon,
  ListIcon,
  LogIcon,
  MailIcon,
  PlusIcon,
  UploadIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { paths } from '../../config/paths';

export type NavItem = {
  /** Key under "nav." in the locale files. */
  label: string;
  href: string;
  Icon: ComponentType;
  /** Shows the unread notifications badge. */
  badge?: boolean;
};

const item = (label: string, href: string, Icon: ComponentType, badge = false): NavItem => ({
  label,
  href,
  Icon,
  badge,
});

const dashboard = item('dashboard', paths.dashboard.getHref(), DashboardIcon);
const notifications = item('notifications', paths.notifications.getHref(), BellIcon);
/** Spec §2 gives the admin's notifications entry a badge. */
const notificationsWithBadge = item('notifications', paths.notifications.getHref(), BellIcon, true);

/** The sidebar menu by role, item for item (never a /documents link). */
const MENUS: Record<'admin' | 'editor' | 'client', NavItem[]> = {
  admin: [
    dashboard,
    item('allTransactions', paths.transactions.getHref(), ListIcon),
    item('createTransaction', paths.transactionCreate.getHref(), PlusIcon),
    item('users', paths.users.getHref(), UsersIcon),
    notificationsWithBadge,
    item('reports', paths.reports.getHref(), ChartIcon),
    item('assignments', paths.assignments.getHref(), AssignIcon),
    item('emailTemplates', paths.emailTemplates.getHref(), MailIcon),
    item('documentTemplates', paths.documentTemplates.getHref(), DocumentIcon),
    item('auditLogs', paths.auditLogs.getHref(), LogIcon),
    item('systemSettings', paths.settings.getHref(), GearIcon),
  ],
  editor: [
    dashboard,
    item('myTransactions', paths.transactions.getHref(), ListIcon),
    item('createNew', paths.transactionCreate.getHref(), PlusIcon),
    item('assignedTransactions', paths.assignedTasks.getHref(), InboxIcon),
    notifications,
    item('bulkImport', paths.importWizard.getHref(), UploadIcon),
    item('drafts', paths.drafts.getHref(), DraftIcon),
    item('reports', paths.reports.getHref(), ChartIcon),
  ],
  client: [
    dashboard,
    item('myTransactions', paths.transactions.getHref(), ListIcon),
    notifications,
  ],
};

/** Admin and editor menus by role; the client menu for any other role. */
export function navItemsFor(role: unknown): NavItem[] {
  const normalized = normalizeRole(role);
  return normalized === 'admin' || normalized === 'editor' ? MENUS[normalized] : MENUS.client;
}
