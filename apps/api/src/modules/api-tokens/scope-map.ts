import type { ApiTokenScope } from '@mutabaa/shared';

/**
 * The scope an API token needs for each route it may call, by method and route pattern
 * (fastify's `routeOptions.url`; HEAD counts as GET). A route not listed here is refused to
 * every token with 403 `token_not_allowed`: tokens, users' management, settings, passwords,
 * two-factor sign-in, the profile, notifications and any route added later stay out until
 * someone maps them on purpose (docs/api-tokens.md#scopes).
 */
export const TOKEN_ROUTE_SCOPES: Readonly<Record<string, ApiTokenScope>> = {
  // applications:read: the applications, their history, comments, documents and form options
  'GET /api/transactions/': 'applications:read',
  'GET /api/transactions/drafts/': 'applications:read',
  'GET /api/transactions/export/': 'applications:read',
  'GET /api/transactions/:id/': 'applications:read',
  'GET /api/transactions/:id/history/': 'applications:read',
  'GET /api/transactions/:id/comments/': 'applications:read',
  'GET /api/transactions/:id/documents/': 'applications:read',
  'GET /api/documents/': 'applications:read',
  'GET /api/assignments/': 'applications:read',
  'GET /api/sla/calendar/due/': 'applications:read',
  'GET /api/transactions/form-config/fields/': 'applications:read',
  'GET /api/transactions/form-config/application-types/': 'applications:read',
  'GET /api/transactions/form-config/application-types/active/': 'applications:read',
  'GET /api/transactions/form-config/priorities/': 'applications:read',
  'GET /api/transactions/form-config/priorities/active/': 'applications:read',
  'GET /api/transactions/form-config/statuses/': 'applications:read',
  'GET /api/transactions/form-config/statuses/active/': 'applications:read',
  'GET /api/transactions/form-config/status-transitions/': 'applications:read',
  // applications:write: create, change, move along the workflow, assign, issue, import
  'POST /api/transactions/': 'applications:write',
  'PATCH /api/transactions/:id/': 'applications:write',
  'DELETE /api/transactions/:id/': 'applications:write',
  'POST /api/transactions/:id/transition/': 'applications:write',
  'POST /api/transactions/:id/duplicate/': 'applications:write',
  'POST /api/transactions/:id/documents/': 'applications:write',
  'POST /api/transactions/:id/documents/:doc/withdraw/': 'applications:write',
  'POST /api/assignments/': 'applications:write',
  'GET /api/transactions/import/': 'applications:write',
  'GET /api/transactions/import/template/': 'applications:write',
  'POST /api/transactions/import/upload/': 'applications:write',
  'GET /api/transactions/import/:id/': 'applications:write',
  'POST /api/transactions/import/:id/check/': 'applications:write',
  'POST /api/transactions/import/:id/commit/': 'applications:write',
  'POST /api/transactions/import/:id/cancel/': 'applications:write',
  'GET /api/transactions/import/:id/errors/': 'applications:write',
  // comments:write
  'POST /api/transactions/:id/comments/': 'comments:write',
  // attachments:read: the lists and the files, issued documents' too
  'GET /api/transactions/:id/attachments/': 'attachments:read',
  'GET /api/transactions/attachments/:id/download/': 'attachments:read',
  'GET /api/transactions/:id/documents/:doc/download/': 'attachments:read',
  // attachments:write
  'POST /api/transactions/:id/attachments/': 'attachments:write',
  'DELETE /api/transactions/attachments/:id/': 'attachments:write',
  // users:read: reading only, never managing
  'GET /api/users/': 'users:read',
  'GET /api/users/:id/': 'users:read',
  'GET /api/users/clients/': 'users:read',
  'GET /api/users/editors/': 'users:read',
  // reports:read: reports, dashboards and workload
  'GET /api/reports/summary/': 'reports:read',
  'GET /api/reports/export/': 'reports:read',
  'GET /api/dashboard/admin/': 'reports:read',
  'GET /api/dashboard/admin/export/': 'reports:read',
  'GET /api/dashboard/editor/': 'reports:read',
  'GET /api/dashboard/client/': 'reports:read',
  'GET /api/assignments/workload/': 'reports:read',
};

/** The key of TOKEN_ROUTE_SCOPES for a request's method and route pattern. */
export function routeKey(method: string, url: string | undefined): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
}

/** The scope a token needs for the route, or undefined: no token may call it. */
export function scopeForRoute(method: string, url: string | undefined): ApiTokenScope | undefined {
  const key = routeKey(method, url);
  return Object.prototype.hasOwnProperty.call(TOKEN_ROUTE_SCOPES, key)
    ? TOKEN_ROUTE_SCOPES[key]
    : undefined;
}
