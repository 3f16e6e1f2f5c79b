import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const hrefs = (role: unknown) => navItemsFor(role).map((item) => item.href);

describe('sidebar menu by role', () => {
  it('matches the menu of each role, with no /documents link', () => {
    expect(hrefs('admin')).toEqual([
      '/dashboard',
      '/transactions',
      '/transactions/create',
      '/users',
      '/notifications',
      '/reports',
      '/assignments',
      '/email-templates',
      '/document-templates',
      '/audit-logs',
      '/settings',
    ]);
    expect(hrefs('Editor')).toEqual([
      '/dashboard',
      '/transactions',
      '/transactions/create',
      '/assigned-tasks',
      '/notifications',
      '/import-wizard',
      '/drafts',
      '/reports',
    ]);
    expect(hrefs('client')).toEqual(['/dashboard', '/transactions', '/notifications']);
    expect(hrefs('anything-else')).toEqual(hrefs('client'));
    for (const role of ['admin', 'editor', 'client'])
      expect(hrefs(role)).not.toContain('/documents');
  });
});
