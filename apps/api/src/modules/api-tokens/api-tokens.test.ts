import { createHash } from 'node:crypto';
import type { TApiToken } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories.js';
import { apiTokensSetup } from './api-tokens.fixtures.js';

const { t, call, createToken, rowOf, auditOf, tokenCount } = apiTokensSetup();

const future = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

describe('POST /api/tokens/', () => {
  it('answers the token once, stores only its hash and audits the creation', async () => {
    const editor = await signInAs(t.app, 'editor');
    const expiresAt = future();
    const created = await createToken(editor, {
      name: 'Reporting',
      scopes: ['reports:read', 'applications:read'],
      expires_at: expiresAt,
    });
    expect(created.token).toMatch(/^mtb_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Reporting',
      // In the list's order, whatever the order asked.
      scopes: ['applications:read', 'reports:read'],
      prefix: created.token.slice(0, 10),
      owner: { id: editor.user.id, email: editor.user.email },
      expires_at: expiresAt,
      last_used_at: null,
      last_used_ip: null,
    });

    const row = await rowOf(created.id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await call('GET', '/api/tokens/', editor);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    const [listed] = list.json<{ results: TApiToken[] }>().results;
    expect(listed).toEqual({ ...created, token: undefined, created_at: listed?.created_at });
    expect(listed).not.toHaveProperty('token');

    const [entry] = await auditOf('api_token.created');
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      entityType: 'api_token',
      entityId: String(created.id),
      changes: { name: 'Reporting', scopes: ['applications:read', 'reports:read'] },
    });
    expect(JSON.stringify(entry)).not.toContain(created.token);
  });

  it('draws a new random token each time', async () => {
    const admin = await signInAs(t.app, 'admin');
    const first = await createToken(admin);
    const second = await createToken(admin);
    expect(first.token).not.toBe(second.token);
    expect(first.prefix).not.toBe(second.prefix);
  });

  it.each([
    ['an unknown scope', { scopes: ['applications:delete'] }, 'scopes.0', 'Choose scopes among'],
    ['no scope', { scopes: [] }, 'scopes', 'Choose at least one scope.'],
    [
      'a scope twice',
      { scopes: ['users:read', 'users:read'] },
      'scopes',
      'Each scope can be chosen once.',
    ],
    ['an empty name', { name: '  ' }, 'name', 'This field is required.'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'This value is too long.'],
    [
      'an expiry in the past',
      { expires_at: '2020-01-01T00:00:00Z' },
      'expires_at',
      'Choose an expiry in the future, or none.',
    ],
    ['an expiry that is no date', { expires_at: 'soon' }, 'expires_at', undefined],
    // Like every other route's validation failure (docs/api.md#errors): 422 validation_error.
  ])('refuses %s with a localised 422, creating nothing', async (_, body, field, message) => {
    const editor = await signInAs(t.app, 'editor');
    const before = await tokenCount();
    const payload = { name: 'Bad', scopes: ['users:read'], expires_at: null, ...body };
    const answer = await call('POST', '/api/tokens/', editor, payload);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'validation_error' });
    const errors = answer.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]?.[0]).toContain(message);
    const arabic = await call('POST', '/api/tokens/', editor, payload, 'ar');
    expect(arabic.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toMatch(
      /[\u0600-\u06ff]/,
    );
    expect(await tokenCount()).toBe(before);
  });

  it('refuses clients with 403', async () => {
    const client = await signInAs(t.app, 'client');
    const answer = await call('POST', '/api/tokens/', client, {
      name: 'Mine',
      scopes: ['applications:read'],
      expires_at: null,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'permission_denied' });
    expect((await call('GET', '/api/tokens/', client)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/tokens/1/', client)).statusCode).toBe(403);
  });
});

describe('GET /api/tokens/', () => {
  it("lists one's own tokens; all=true lists everyone's for admins only", async () => {
    const editor = await signInAs(t.app, 'editor');
    const other = await signInAs(t.app, 'editor');
    const admin = await signInAs(t.app, 'admin');
    const mine = await createToken(editor, { name: 'Mine' });
    const theirs = await createToken(other, { name: 'Theirs' });

    const ids = async (url: string, session = editor) =>
      (await call('GET', url, session)).json<{ results: TApiToken[] }>().results.map((r) => r.id);
    expect(await ids('/api/tokens/')).toEqual([mine.id]);
    const refused = await call('GET', '/api/tokens/?all=true', editor);
    expect(refused.statusCode).toBe(403);
    expect(await ids('/api/tokens/', admin)).toEqual([]);
    const all = await ids('/api/tokens/?all=true', admin);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const everyone = await call('GET', '/api/tokens/?all=true', admin);
    const row = everyone.json<{ results: TApiToken[] }>().results.find((r) => r.id === theirs.id);
    expect(row?.owner).toMatchObject({ id: other.user.id, email: other.user.email });
  });
});

describe('DELETE /api/tokens/{id}/', () => {
  it("revokes one's own; another's is not found; an admin revokes anyone's", async () => {
    const editor = await signInAs(t.app, 'editor');
    const other = await signInAs(t.app, 'editor');
    const admin = await signInAs(t.app, 'admin');
    const mine = await createToken(editor);
    const theirs = await createToken(other, { name: 'Theirs' });

    expect((await call('DELETE', `/api/tokens/${theirs.id}/`, editor)).statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toBeDefined();
    expect((await call('DELETE', `/api/tokens/${mine.id}/`, editor)).statusCode).toBe(204);
    expect(await rowOf(mine.id)).toBeUndefined();
    expect((await call('DELETE', `/api/tokens/${mine.id}/`, editor)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/tokens/${theirs.id}/`, admin)).statusCode).toBe(204);
    expect(await rowOf(theirs.id)).toBeUndefined();
    const [entry] = await auditOf('api_token.revoked');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      entityId: String(theirs.id),
      changes: { name: 'Theirs', owner_id: other.user.id },
    });
  });
});
