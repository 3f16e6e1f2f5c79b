import type { DemoRole } from './accounts';

/** Spec §2 protected routes and the roles allowed on each; `any` is every signed-in user. */
export const PROTECTED_ROUTES: { path: string; roles: DemoRole[] | 'any' }[] = [
  { path: '/dashboard', roles: 'any' },
  { path: '/transactions', roles: ['admin', 'editor', 'client'] },
  { path: '/transactions/create', roles: ['admin', 'editor'] },
  { path: '/transactions/1', roles: ['admin', 'editor', 'client'] },
  { path: '/transactions/1/edit', roles: ['admin', 'editor'] },
  { path: '/transactions/1/print', roles: ['admin', 'editor', 'client'] },
  { path: '/users', roles: ['admin'] },
  { path: '/notifications', roles: 'any' },
  { path: '/notifications/preferences', roles: 'any' },
  { path: '/reports', roles: ['admin', 'editor'] },
  { path: '/settings', roles: 'any' },
  { path: '/assignments', roles: ['admin'] },
  { path: '/email-templates', roles: ['admin'] },
  { path: '/document-templates', roles: ['admin'] },
  { path: '/audit-logs', roles: ['admin'] },
  { path: '/assigned-tasks', roles: ['editor'] },
  { path: '/import-wizard', roles: ['admin', 'editor'] },
  { path: '/drafts', roles: ['admin', 'editor'] },
  { path: '/documents', roles: ['client'] },
  { path: '/applications/new', roles: ['client'] },
];

export const PUBLIC_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/verify-email/not-a-real-token',
  '/verify/not-a-real-token',
];

export function allowed(roles: DemoRole[] | 'any', role: DemoRole) {
  return roles === 'any' || roles.includes(role);
}
