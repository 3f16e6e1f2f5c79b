import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@mutabaa/shared';
import { makeToken } from '../test/tokens';
import { ApiError, createApiClient, filenameOf, NO_REFRESH_TOKEN } from './api-client';
import { createMemoryStore, createSessionStorage } from './storage';

type Call = { url: string; method: string; headers: Record<string, string>; body?: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function setup(options: { stored?: Record<string, string>; handler: Handler }) {
  const store = createMemoryStore(options.stored);
  const session = createSessionStorage(store);
  const calls: Call[] = [];
  const onSessionExpired = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return options.handler(call);
  });
  const client = createApiClient({
    fetch: fetch as typeof globalThis.fetch,
    session,
    getLanguage: () => store.getItem(STORAGE_KEYS.language),
    onSessionExpired,
  });
  return { client, store, calls, onSessionExpired };
}

const valid = makeToken(600);
const fresh = makeToken(900, Date.now(), { fresh: true });
const expired = makeToken(-60);

describe('headers', () => {
  it('sends the bearer token only while it is unexpired, and the stored language', async () => {
    const { client, calls } = setup({
      stored: { access_token: valid, language: 'ar' },
      handler: () => json(200, {}),
    });
    await client.get('/profile/');
    expect(calls[0]!.url).toBe('/api/profile/');
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${valid}`);
    expect(calls[0]!.headers['Accept-Language']).toBe('ar');
  });

  it('sends no bearer with an expired token, and English when no language is stored', async () => {
    const { client, calls } = setup({
      stored: { access_token: expired },
      handler: () => json(200, {}),
    });
    await client.get('/health/', { retryOn401: false });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['Accept-Language']).toBe('en');
  });
});

describe('lists', () => {
  it('accepts a bare array or an object whose results holds the array', async () => {
    const bodies = [[{ id: 1 }], { count: 1, next: null, previous: null, results: [{ id: 2 }] }];
    const { client } = setup({ handler: () => json(200, bodies.shift()) });
    expect(await client.list('/things/')).toEqual([{ id: 1 }]);
    expect(await client.list('/things/')).toEqual([{ id: 2 }]);
  });
});

describe('downloads', () => {
  it('answers the bytes with the bearer header sent and the server-given file name', async () => {
    const { client, calls } = setup({
      stored: { access_token: valid },
      handler: () =>
        new Response('\uFEFFa,b', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('طلبات.csv')}`,
          },
        }),
    });
    const file = await client.download('/transactions/export/', { query: { format: 'csv' } });
    expect(calls[0]!.url).toBe('/api/transactions/export/?format=csv');
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${valid}`);
    expect(file.filename).toBe('طلبات.csv');
    expect(await file.blob.text()).toContain('a,b');
  });

  it('posts a body for a file made from it', async () => {
    const { client, calls } = setup({
      stored: { access_token: valid },
      handler: () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const file = await client.download('/document-templates/1/preview/', {
      method: 'POST',
      body: { language: 'ar' },
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ language: 'ar' });
    expect(file.blob.type).toBe('application/pdf');
  });

  it('reads plain and missing file names', () => {
    expect(filenameOf('attachment; filename="applications.xlsx"')).toBe('applications.xlsx');
    expect(filenameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(filenameOf(null)).toBeUndefined();
  });
});

describe('errors', () => {
  it('carries the detail, code, field errors and Retry-After', async () => {
    const { client } = setup({
      handler: () =>
        json(
          429,
          { detail: 'Too many attempts', code: 'rate_limited', errors: { email: ['x'] } },
          { 'retry-after': '30' },
        ),
    });
    const error = (await client.post('/login/', {}, { auth: false }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Too many attempts');
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 30 });
    expect(error.errors).toEqual({ email: ['x'] });
  });
});

describe('401: one refresh, one retry', () => {
  it('refreshes with the stored refresh token, stores the new access and repeats', async () => {
    const { client, calls, store } = setup({
      stored: { access_token: valid, refresh_token: makeToken(3600) },
      handler: (call) => {
        if (call.url === '/api/token/refresh/') return json(200, { access: fresh });
        return call.headers.Authorization === `Bearer ${fresh}`
          ? json(200, { id: 1 })
          : json(401, { detail: 'expired', code: 'token_not_valid' });
      },
    });
    await expect(client.get('/profile/')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/profile/',
      '/api/token/refresh/',
      '/api/profile/',
    ]);
    expect(calls[1]!.body).toEqual({ refresh: store.getItem('refresh_token') });
    expect(store.getItem('access_token')).toBe(fresh);
  });

  it('shares one refresh between concurrent requests', async () => {
    let refreshes = 0;
    const { client } = setup({
      stored: { access_token: valid, refresh_token: makeToken(3600) },
      handler: async (call) => {
        if (call.url === '/api/token/refresh/') {
          refreshes += 1;
          await new Promise((r) => setTimeout(r, 10));
          return json(200, { access: fresh });
        }
        return call.headers.Authorization === `Bearer ${fresh}`
          ? json(200, { ok: call.url })
          : json(401, { detail: 'expired', code: 'token_not_valid' });
      },
    });
    const results = await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
    expect(results).toEqual([{ ok: '/api/a/' }, { ok: '/api/b/' }, { ok: '/api/c/' }]);
    expect(refreshes).toBe(1);
  });

  it('retries once only: a second 401 signs out', async () => {
    const { client, calls, store, onSessionExpired } = setup({
      stored: { access_token: valid, refresh_token: makeToken(3600), user: '{}' },
      handler: (call) =>
        call.url === '/api/token/refresh/'
          ? json(200, { access: fresh })
          : json(401, { detail: 'no', code: 'not_authenticated' }),
    });
    await expect(client.get('/profile/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(store.getItem('access_token')).toBeNull();
    expect(store.getItem('refresh_token')).toBeNull();
    expect(store.getItem('user')).toBeNull();
  });

  it('without a valid refresh token, clears the session without trying to refresh', async () => {
    for (const refresh of [undefined, 'not-a-token', makeToken(-10)]) {
      const stored: Record<string, string> = { access_token: valid, user: '{}' };
      if (refresh) stored.refresh_token = refresh;
      const { client, calls, store, onSessionExpired } = setup({
        stored,
        handler: () => json(401, { detail: 'no', code: 'not_authenticated' }),
      });
      await expect(client.get('/profile/')).rejects.toBeInstanceOf(ApiError);
      expect(calls.map((c) => c.url)).toEqual(['/api/profile/']);
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(store.getItem('access_token')).toBeNull();
    }
  });

  it('a refused refresh clears the session', async () => {
    const { client, store, onSessionExpired } = setup({
      stored: { access_token: valid, refresh_token: makeToken(3600) },
      handler: () => json(401, { detail: 'no', code: 'token_not_valid' }),
    });
    await expect(client.get('/profile/')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(store.getItem('refresh_token')).toBeNull();
  });

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    const refresh = makeToken(3600);
    const { client, store, onSessionExpired } = setup({
      stored: { access_token: valid, refresh_token: refresh },
      handler: (call) => {
        if (call.url === '/api/token/refresh/') throw new TypeError('Failed to fetch');
        return json(401, { detail: 'expired', code: 'token_not_valid' });
      },
    });
    await expect(client.get('/profile/')).rejects.toBeInstanceOf(TypeError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.getItem('refresh_token')).toBe(refresh);
  });

  it('does not refresh for requests that opt out (sign-in itself)', async () => {
    const { client, calls, onSessionExpired } = setup({
      stored: { refresh_token: makeToken(3600) },
      handler: () => json(401, { detail: 'Invalid email or password', code: 'invalid' }),
    });
    await expect(client.post('/login/', {}, { auth: false })).rejects.toMatchObject({
      detail: 'Invalid email or password',
    });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshing with no stored refresh token fails with the spec message', async () => {
    const { client } = setup({ handler: () => json(200, {}) });
    await expect(client.refreshAccessToken()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(NO_REFRESH_TOKEN).toBe('No refresh token available');
  });
});
