import { mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { createUser, signInAs } from './test/factories.js';

let t: TestApp;
const webDist = path.join(os.tmpdir(), `mutabaa-web-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Mutabaa SPA</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  await writeFile(path.join(webDist, 'assets', 'logo-abc123.svg'), '<svg/>');
  // As the build leaves them: each text file with its brotli and gzip copies beside it.
  const page = '<!doctype html><title>Mutabaa SPA</title>';
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(page));
  await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(page));
  const english = '<!doctype html><html lang="en" dir="ltr"><title>Mutabaa SPA</title>';
  await writeFile(path.join(webDist, 'index.en.html'), english);
  await writeFile(path.join(webDist, 'index.en.html.br'), brotliCompressSync(english));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  await writeFile(path.join(webDist, 'assets', 'app-def456.js'), script);
  await writeFile(path.join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(script));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('error contract', () => {
  const login = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers malformed JSON with 400 invalid_json, localised', async () => {
    const en = await login('{"email": ', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      detail: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
    const ar = await login('{"email": ', { 'accept-language': 'ar' });
    expect(ar.json().detail).toBe('محتوى الطلب ليس بصيغة JSON صحيحة.');
  });

  it('answers a path the router cannot decode, or an over-long path id, with the error body', async () => {
    for (const url of ['/api/transactions/%/', '/api/transactions/%C0%AE/history/']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
      expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${'9'.repeat(150)}/`,
    });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a request Node cannot parse (headers too large, garbage) with the error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const huge = await raw(`GET /api/health/?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request line or headers are too large.',
      code: 'headers_too_large',
    });
    const garbage = await raw('NOT A REQUEST\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'bad_request',
    });
  });

  it('defaults to English without Accept-Language', async () => {
    const response = await login('nope');
    expect(response.json().detail).toBe('The request body is not valid JSON.');
  });

  it('refuses an empty JSON body and a wrong content type', async () => {
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('empty_body');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('reports missing and wrong-typed fields per field', async () => {
    const response = await login(JSON.stringify({ email: 42 }), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors.email).toEqual(['Expected a value of type string.']);
    expect(body.errors.password).toEqual(['This field is required.']);
  });

  it('asks for an object when the body is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login/' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ non_field_errors: ['A JSON object is required.'] });
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await login(big, { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'حجم محتوى الطلب كبير جدًا.',
      code: 'payload_too_large',
    });
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.json()).toEqual({
      detail: 'There is no API endpoint at this address.',
      code: 'not_found',
    });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing/', payload: {} });
    expect(post.statusCode).toBe(404);
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/login/' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json().code).toBe('method_not_allowed');
    const get = await t.app.inject({ method: 'GET', url: '/api/login/' });
    expect(get.statusCode).toBe(405);
  });

  it('never leaks a stack trace', async () => {
    const response = await login('{"__proto__": {"x": 1}}');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.js|stack|SELECT/i);
  });
});

describe('documentation and headers', () => {
  it('serves the OpenAPI document with the auth paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login/',
        '/api/register/',
        '/api/profile/',
        '/api/health/ready/',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });
});

describe('single-page app', () => {
  it('serves index.html for app routes, without caching', async () => {
    for (const url of ['/', '/login', '/transactions/12/edit']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Mutabaa SPA');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file with 404 rather than the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Mutabaa SPA');
  });

  it('answers a path the static files refuse (a NUL byte, an empty segment) with 404', async () => {
    for (const url of ['/transactions/%00', '/a%00b', '/assets//index-abc123.js']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'غير موجود.', code: 'not_found' });
    }
  });

  it('sends scripts and stylesheets the headers that apply to them, documents and images all', async () => {
    const page = await t.app.inject({ url: '/login' });
    const documentOnly = [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ];
    for (const name of documentOnly) expect(page.headers[name], name).toBeTruthy();
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css?v=1',
      '/assets/app-def456.js',
      '/assets/missing-000.js',
    ]) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      for (const name of [
        'x-content-type-options',
        'cross-origin-resource-policy',
        'referrer-policy',
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBe(page.headers[name]);
      }
      for (const name of documentOnly)
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // Anything else keeps them: an SVG opened on its own is a document.
    for (const url of [
      '/assets/logo-abc123.svg',
      '/assets/x.js/',
      '/api/health/',
      '/xassets/a.js',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        page.headers['content-security-policy'],
      );
    }
  });

  it('caches hashed assets for a long time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, with the same caching', async () => {
    const asset = '/assets/app-def456.js';
    const br = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('xxxx');
    const gz = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('xxxx');
    const plain = await t.app.inject({ url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xxxx');
    for (const url of ['/', '/login']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Mutabaa SPA');
    }
  });

  it("sends the page in the language the reader's cookie names, Arabic otherwise", async () => {
    for (const url of ['/', '/login', '/transactions']) {
      const english = await t.app.inject({
        url,
        headers: { cookie: 'theme=x; language=en', 'accept-encoding': 'br' },
      });
      expect(english.headers['cache-control'], url).toBe('no-cache');
      expect(english.headers.vary, url).toMatch(/cookie/i);
      expect(brotliDecompressSync(english.rawPayload).toString()).toContain('lang="en"');
      for (const cookie of [undefined, 'language=ar', 'language=english', 'xlanguage=en']) {
        const arabic = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(arabic.body, `${url} ${cookie}`).not.toContain('lang="en"');
        expect(arabic.body).toContain('Mutabaa SPA');
      }
    }
  });
});

describe('API compression', () => {
  it('compresses JSON answers above 1 KB as the client accepts, and leaves small ones', async () => {
    const admin = await signInAs(t.app, 'admin');
    for (let i = 0; i < 6; i += 1) await createUser(t.app);
    const headers = (encoding: string) => ({ ...admin.auth, 'accept-encoding': encoding });
    const br = await t.app.inject({ url: '/api/users/', headers: headers('gzip, br') });
    expect(br.headers['content-encoding']).toBe('br');
    const users = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(users.count).toBeGreaterThanOrEqual(7);
    const gz = await t.app.inject({ url: '/api/users/', headers: headers('gzip') });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(users);
    const plain = await t.app.inject({ url: '/api/users/', headers: admin.auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(users);
    const small = await t.app.inject({ url: '/api/health/', headers: headers('br, gzip') });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
