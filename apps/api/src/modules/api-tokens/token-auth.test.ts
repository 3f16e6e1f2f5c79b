import type { TApiToken, TAuditLogPage } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { createApplication, createUser, signInAs } from '../../test/factories.js';
import { apiTokensSetup } from './api-tokens.fixtures.js';

const { t, call, createToken, rowOf, age, auditOf } = apiTokensSetup();

const bearer = (token: string) => ({ auth: { authorization: `Bearer ${token}` } });

describe('a request with an API token', () => {
  it('acts as its owner on a route within its scopes', async () => {
    const editor = await signInAs(t.app, 'editor');
    const { token } = await createToken(editor, { scopes: ['applications:read'] });
    const list = await call('GET', '/api/transactions/', token);
    expect(list.statusCode, list.body).toBe(200);
    const head = await call('GET', '/api/transactions/', editor);
    expect(list.json().count).toBe(head.json().count);
  });

  it('is refused 403 insufficient_scope, naming the scope, outside its scopes', async () => {
    const editor = await signInAs(t.app, 'editor');
    const { token } = await createToken(editor, { scopes: ['reports:read'] });
    const refused = await call('GET', '/api/transactions/', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'insufficient_scope',
      scope: 'applications:read',
      detail: 'This API token does not have the scope applications:read that this request needs.',
    });
    const arabic = await call('GET', '/api/transactions/', token, undefined, 'ar');
    expect(arabic.json()).toMatchObject({ code: 'insufficient_scope', scope: 'applications:read' });
    expect(arabic.json<{ detail: string }>().detail).toContain('applications:read');
    expect(arabic.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06ff]/);
    // Its own scope works.
    expect((await call('GET', '/api/dashboard/editor/', token)).statusCode).toBe(200);
  });

  it("never goes beyond its owner's role, whatever its scopes", async () => {
    const editor = await signInAs(t.app, 'editor');
    const { token } = await createToken(editor);
    for (const url of ['/api/users/', '/api/dashboard/admin/', '/api/assignments/']) {
      const refused = await call('GET', url, token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 'permission_denied' });
    }
    const admin = await signInAs(t.app, 'admin');
    const adminToken = await createToken(admin);
    expect((await call('GET', '/api/users/', adminToken.token)).statusCode).toBe(200);
  });

  it('can never manage tokens, users, settings, passwords, two-factor or the profile', async () => {
    const admin = await signInAs(t.app, 'admin');
    const { token } = await createToken(admin);
    const someone = await createUser(t.app, { role: 'editor' });
    const refusals: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/tokens/'],
      ['GET', '/api/tokens/?all=true'],
      ['POST', '/api/tokens/', { name: 'More', scopes: ['users:read'], expires_at: null }],
      ['DELETE', '/api/tokens/1/'],
      ['POST', '/api/users/', { email: 'new@example.test', role: 'admin' }],
      ['PATCH', `/api/users/${someone.id}/`, { role: 'admin' }],
      ['DELETE', `/api/users/${someone.id}/`],
      ['POST', '/api/users/bulk_update/', { user_ids: [someone.id], is_active: false }],
      ['GET', '/api/system/settings/'],
      ['POST', '/api/system/settings/bulk_update/', { settings: {} }],
      ['POST', '/api/change-password/', { old_password: 'x', new_password: 'y' }],
      ['GET', '/api/profile/'],
      ['PATCH', '/api/profile/', { email: 'taken@example.test' }],
      ['POST', '/api/2fa/setup/'],
      ['GET', '/api/audit-logs/'],
      ['PUT', '/api/assignments/rules/', { rules: [] }],
    ];
    for (const [method, url, body] of refusals) {
      const refused = await call(method, url, token, body);
      const what = `${method} ${url}: ${refused.body}`;
      expect(refused.statusCode, what).toBe(403);
      expect(refused.json(), what).toMatchObject({ code: 'token_not_allowed' });
    }
    const arabic = await call('GET', '/api/tokens/', token, undefined, 'ar');
    expect(arabic.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06ff]/);
    // Nothing changed.
    expect((await call('GET', `/api/users/${someone.id}/`, admin)).json()).toMatchObject({
      role: 'editor',
      is_active: true,
    });
  });

  it('is refused 401 at once after it is revoked', async () => {
    const editor = await signInAs(t.app, 'editor');
    const created = await createToken(editor);
    expect((await call('GET', '/api/transactions/', created.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/tokens/${created.id}/`, editor)).statusCode).toBe(204);
    const refused = await call('GET', '/api/transactions/', created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'token_invalid',
      detail: 'This API token is not valid: it is unknown, expired or revoked.',
    });
  });

  it('is refused 401 once expired', async () => {
    const editor = await signInAs(t.app, 'editor');
    const created = await createToken(editor, {
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect((await call('GET', '/api/transactions/', created.token)).statusCode).toBe(200);
    await age(created.id, 'expires_at', 1);
    const refused = await call('GET', '/api/transactions/', created.token, undefined, 'ar');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'token_invalid' });
    expect(refused.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06ff]/);
  });

  it('is refused 401 at once when its owner is deactivated, or is no longer staff', async () => {
    const admin = await signInAs(t.app, 'admin');
    const editor = await signInAs(t.app, 'editor');
    const other = await signInAs(t.app, 'editor');
    const { token } = await createToken(editor);
    const second = await createToken(other);
    expect((await call('GET', '/api/transactions/', token)).statusCode).toBe(200);
    const patch = (id: number, body: object) => call('PATCH', `/api/users/${id}/`, admin, body);
    expect((await patch(editor.user.id, { is_active: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions/', token)).statusCode).toBe(401);
    // Kept, not revoked: the account activated again, its token works again.
    expect((await patch(editor.user.id, { is_active: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions/', token)).statusCode).toBe(200);
    expect((await patch(other.user.id, { role: 'client' })).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions/', second.token)).statusCode).toBe(401);
  });

  it('is refused 401 when unknown; a session token works as before', async () => {
    const editor = await signInAs(t.app, 'editor');
    const unknown = await call('GET', '/api/transactions/', `mtb_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'token_invalid' });
    const jwt = await call('GET', '/api/profile/', editor);
    expect(jwt.statusCode).toBe(200);
    const badJwt = await call('GET', '/api/profile/', 'eyJ.not.a-token');
    expect(badJwt.json()).toEqual({
      code: 'token_invalid',
      detail: 'Your session is invalid or has expired. Please sign in again.',
    });
  });

  it('is audited as its owner, via the token, and shown so in the audit log', async () => {
    const admin = await signInAs(t.app, 'admin');
    const editor = await signInAs(t.app, 'editor');
    const client = await createUser(t.app, { role: 'client' });
    const created = await createToken(editor, { name: 'CRM sync' });
    const application = await createApplication(t.app, bearer(created.token), {
      client: client.id,
    });
    const [entry] = await auditOf('application.created');
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      entityId: String(application.id),
      changes: expect.objectContaining({
        via: { kind: 'api_token', id: created.id, name: 'CRM sync' },
      }),
    });
    const page = await call('GET', `/api/audit-logs/?id=${entry?.id}`, admin);
    const [shown] = page.json<TAuditLogPage>().results;
    expect(shown).toMatchObject({
      actor: { id: editor.user.id },
      via_token: { id: created.id, name: 'CRM sync' },
    });
    expect(shown?.changes).not.toHaveProperty('via');
    // The same request signed in is no token's.
    await createApplication(t.app, editor, { client: client.id });
    const [signedIn] = await auditOf('application.created');
    expect(signedIn?.changes).not.toHaveProperty('via');
    const again = await call('GET', `/api/audit-logs/?id=${signedIn?.id}`, admin);
    expect(again.json<TAuditLogPage>().results[0]?.via_token).toBeNull();
  });

  it('records its last use, time and address, at most once a minute', async () => {
    const editor = await signInAs(t.app, 'editor');
    const created = await createToken(editor);
    expect(await rowOf(created.id)).toMatchObject({ lastUsedAt: null, lastUsedIp: null });
    await call('GET', '/api/transactions/', created.token);
    const first = await rowOf(created.id);
    expect(first?.lastUsedAt).toBeInstanceOf(Date);
    expect(first?.lastUsedIp).toBe('127.0.0.1');
    await t.app.inject({
      method: 'GET',
      url: '/api/transactions/',
      headers: { authorization: `Bearer ${created.token}` },
      remoteAddress: '10.1.2.3',
    });
    expect(await rowOf(created.id)).toMatchObject({
      lastUsedAt: first?.lastUsedAt,
      lastUsedIp: '127.0.0.1',
    });
    await age(created.id, 'last_used_at', 61);
    await t.app.inject({
      method: 'GET',
      url: '/api/transactions/',
      headers: { authorization: `Bearer ${created.token}` },
      remoteAddress: '10.1.2.3',
    });
    const later = await rowOf(created.id);
    expect(later?.lastUsedIp).toBe('10.1.2.3');
    expect(later?.lastUsedAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const listed = (await call('GET', '/api/tokens/', editor)).json<{ results: TApiToken[] }>();
    expect(listed.results[0]).toMatchObject({
      last_used_ip: '10.1.2.3',
      last_used_at: later?.lastUsedAt?.toISOString(),
    });
  });
});
