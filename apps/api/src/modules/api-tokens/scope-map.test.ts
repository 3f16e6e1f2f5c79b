import { API_TOKEN_SCOPES } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { operationsOf } from '../../test/security/openapi.js';
import { apiTokensSetup } from './api-tokens.fixtures.js';
import { routeKey, scopeForRoute, TOKEN_ROUTE_SCOPES } from './scope-map.js';

// A route added later is refused to tokens until someone maps it. (Left out of the OpenAPI
// document, which names only the app's own routes.)
const ADDED_LATER = '/api/added-later/';
const { t, call, createToken } = apiTokensSetup({}, (app) => {
  app.get(ADDED_LATER, { onRequest: app.requireRole('admin'), schema: { hide: true } }, () => ({
    results: [],
  }));
});

/** `/api/x/{id}/` as fastify writes it, `/api/x/:id/`. */
const patternOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const filled = (path: string) => path.replace(/\{\w+\}/g, '999999');

type Method = Parameters<typeof call>[0];

describe('the scope map of API tokens', () => {
  it('names only routes that exist, each with a known scope', () => {
    const routes = new Set(
      operationsOf(t.app).map((op) => routeKey(op.method, patternOf(op.path))),
    );
    for (const [key, scope] of Object.entries(TOKEN_ROUTE_SCOPES)) {
      expect(routes.has(key), key).toBe(true);
      expect(API_TOKEN_SCOPES, key).toContain(scope);
    }
    expect(scopeForRoute('HEAD', '/api/transactions/')).toBe('applications:read');
    expect(scopeForRoute('GET', ADDED_LATER)).toBeUndefined();
    expect(scopeForRoute('GET', 'constructor')).toBeUndefined();
  });

  it('refuses tokens on a route added without a scope', async () => {
    const admin = await signInAs(t.app, 'admin');
    const { token } = await createToken(admin);
    expect((await call('GET', ADDED_LATER, admin)).statusCode).toBe(200);
    const refused = await call('GET', ADDED_LATER, token, undefined, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'token_not_allowed' });
    expect(refused.json()).not.toHaveProperty('scope');
  });

  it('walks every route: a mapped one needs its scope, any other refuses tokens', async () => {
    const admin = await signInAs(t.app, 'admin');
    const all = (await createToken(admin, { name: 'All scopes' })).token;
    const without = new Map<string, string>();
    for (const scope of API_TOKEN_SCOPES) {
      const others = API_TOKEN_SCOPES.filter((s) => s !== scope);
      without.set(scope, (await createToken(admin, { name: `No ${scope}`, scopes: others })).token);
    }
    const refusedAll: string[] = [];
    const publicRoutes: string[] = [];
    for (const op of operationsOf(t.app)) {
      if (op.key.startsWith('HEAD ')) continue;
      const method = op.method as Method;
      const url = filled(op.path);
      const scope = scopeForRoute(op.method, patternOf(op.path));
      const withAll = await call(method, url, all, undefined);
      const code = String(withAll.headers['content-type']).includes('json')
        ? (withAll.json<{ code?: string }>().code ?? '')
        : '';
      if (scope) {
        expect(withAll.statusCode, op.key).not.toBe(401);
        expect(['token_not_allowed', 'insufficient_scope'], op.key).not.toContain(code);
        const lacking = await call(method, url, without.get(scope));
        expect(lacking.statusCode, op.key).toBe(403);
        expect(lacking.json(), op.key).toMatchObject({ code: 'insufficient_scope', scope });
        continue;
      }
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 401) {
        // A route for visitors (sign-in, the public page): it reads no access token at all.
        publicRoutes.push(op.key);
        expect(code, op.key).not.toBe('token_not_allowed');
        continue;
      }
      expect(withAll.statusCode, op.key).toBe(403);
      expect(code, op.key).toBe('token_not_allowed');
      refusedAll.push(op.key);
    }
    // The routes tokens must never reach are among the refused ones.
    for (const key of [
      'GET /api/tokens/',
      'POST /api/tokens/',
      'DELETE /api/tokens/{id}/',
      'POST /api/users/',
      'PATCH /api/users/{id}/',
      'POST /api/system/settings/bulk_update/',
      'POST /api/change-password/',
      'PATCH /api/profile/',
      'POST /api/2fa/disable/',
    ]) {
      expect(refusedAll, key).toContain(key);
    }
    expect(publicRoutes).toContain('POST /api/login/');
    expect(refusedAll.length + publicRoutes.length + Object.keys(TOKEN_ROUTE_SCOPES).length).toBe(
      operationsOf(t.app).filter((op) => op.method !== 'HEAD').length,
    );
  });
});
