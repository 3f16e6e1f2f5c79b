import { normalizeRole, type Role } from '@mutabaa/shared';
import { paths } from '../config/paths';

type Allowed = 'any' | readonly Role[];

const ADMIN: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'editor'];
const EVERY_ROLE: readonly Role[] = ['admin', 'editor', 'client'];

/** The roles of each protected route (docs/architecture.md#roles), /applications/new included. */
export const PROTECTED_ROUTES: readonly { pattern: string; roles: Allowed }[] = [
  { pattern: paths.dashboard.path, roles: 'any' },
  { pattern: paths.transactions.path, roles: EVERY_ROLE },
  // Before /transactions/:id, which would otherwise match "create".
  { pattern: paths.transactionCreate.path, roles: STAFF },
  { pattern: paths.transactionDetail.path, roles: EVERY_ROLE },
  { pattern: paths.transactionEdit.path, roles: STAFF },
  { pattern: paths.transactionPrint.path, roles: EVERY_ROLE },
  { pattern: paths.users.path, roles: ADMIN },
  { pattern: paths.notifications.path, roles: 'any' },
  { pattern: paths.notificationPreferences.path, roles: 'any' },
  { pattern: paths.reports.path, roles: STAFF },
  { pattern: paths.settings.path, roles: 'any' },
  { pattern: paths.assignments.path, roles: ADMIN },
  { pattern: paths.emailTemplates.path, roles: ADMIN },
  { pattern: paths.emailTemplate.path, roles: ADMIN },
  { pattern: paths.documentTemplates.path, roles: ADMIN },
  { pattern: paths.documentTemplate.path, roles: ADMIN },
  { pattern: paths.auditLogs.path, roles: ADMIN },
  { pattern: paths.assignedTasks.path, roles: ['editor'] },
  { pattern: paths.importWizard.path, roles: STAFF },
  { pattern: paths.drafts.path, roles: STAFF },
  { pattern: paths.documents.path, roles: ['client'] },
  { pattern: paths.applicationNew.path, roles: ['client'] },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a path against a pattern whose `:name` segments match any one segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === have[i]);
}

export function findProtectedRoute(pathname: string) {
  return PROTECTED_ROUTES.find((route) => matchesPattern(route.pattern, pathname));
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

const ALLOW: AccessDecision = { allowed: true };
const redirect = (redirectTo: string): AccessDecision => ({ allowed: false, redirectTo });

/**
 * Who may open a path. `user` is null for a signed-out visitor. Public and unknown paths
 * are open (unknown ones show the not-found page); the rest follow the route table.
 */
export function routeAccess(user: { role: unknown } | null, pathname: string): AccessDecision {
  const isHome = segments(pathname).length === 0;
  const route = findProtectedRoute(pathname);
  if (!isHome && !route) return ALLOW;
  if (!user) return redirect(paths.login.path);
  if (!route) return redirect(paths.dashboard.path); // "/" itself
  const role = normalizeRole(user.role);
  // The dashboard is chosen by role; with no known role there is none to show.
  if (route.pattern === paths.dashboard.path) return role ? ALLOW : redirect(paths.login.path);
  if (route.roles === 'any') return ALLOW;
  return role && route.roles.includes(role) ? ALLOW : redirect(paths.dashboard.path);
}
