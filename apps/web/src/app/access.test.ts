import { describe, expect, it } from 'vitest';
import { routeAccess } from './access';

const ROLES = ['admin', 'editor', 'client'] as const;

/** Spec §2's table (plus /applications/new): who may open each protected path. */
const TABLE: [string, readonly string[] | 'any'][] = [
  ['/dashboard', 'any'],
  ['/transactions', ROLES],
  ['/transactions/create', ['admin', 'editor']],
  ['/transactions/42', ROLES],
  ['/transactions/42/edit', ['admin', 'editor']],
  ['/transactions/42/print', ROLES],
  ['/users', ['admin']],
  ['/notifications', 'any'],
  ['/notifications/preferences', 'any'],
  ['/reports', ['admin', 'editor']],
  ['/settings', 'any'],
  ['/assignments', ['admin']],
  ['/email-templates', ['admin']],
  ['/email-templates/3', ['admin']],
  ['/document-templates', ['admin']],
  ['/document-templates/3', ['admin']],
  ['/audit-logs', ['admin']],
  ['/assigned-tasks', ['editor']],
  ['/import-wizard', ['admin', 'editor']],
  ['/drafts', ['admin', 'editor']],
  ['/documents', ['client']],
  ['/applications/new', ['client']],
];

describe('routeAccess', () => {
  it('sends a signed-out visitor from every protected path to /login', () => {
    for (const [path] of TABLE) {
      expect(routeAccess(null, path)).toEqual({ allowed: false, redirectTo: '/login' });
    }
    expect(routeAccess(null, '/')).toEqual({ allowed: false, redirectTo: '/login' });
  });

  it('follows the route table for each role, else sends to /dashboard', () => {
    for (const role of ROLES) {
      for (const [path, roles] of TABLE) {
        const expected =
          roles === 'any' || roles.includes(role)
            ? { allowed: true }
            : { allowed: false, redirectTo: '/dashboard' };
        expect(routeAccess({ role }, path), `${role} ${path}`).toEqual(expected);
      }
    }
  });

  it('compares roles case-insensitively', () => {
    expect(routeAccess({ role: 'ADMIN' }, '/users')).toEqual({ allowed: true });
    expect(routeAccess({ role: 'Editor' }, '/assigned-tasks')).toEqual({ allowed: true });
  });

  it('sends / to /dashboard and an unknown role on /dashboard to /login', () => {
    expect(routeAccess({ role: 'client' }, '/')).toEqual({
      allowed: false,
      redirectTo: '/dashboard',
    });
    expect(routeAccess({ role: 'superuser' }, '/dashboard')).toEqual({
      allowed: false,
      redirectTo: '/login',
    });
    expect(routeAccess({ role: 'superuser' }, '/users')).toEqual({
      allowed: false,
      redirectTo: '/dashboard',
    });
  });

  it('leaves public and unknown paths open', () => {
    for (const path of ['/login', '/register', '/reset-password/abc', '/no-such-page']) {
      expect(routeAccess(null, path)).toEqual({ allowed: true });
    }
  });

  it('ignores a trailing slash', () => {
    expect(routeAccess({ role: 'client' }, '/users/')).toEqual({
      allowed: false,
      redirectTo: '/dashboard',
    });
  });
});
