import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
const webDist = path.join(os.tmpdir(), `mutabaa-preloads-${process.pid}-${Date.now()}`);
const preloadsFile = path.join(webDist, 'route-preloads.json');

const page = (language: 'ar' | 'en') =>
  `<!doctype html>\n<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">\n  <head>\n` +
  `    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head>\n` +
  `  <body><div id="root"></div></body>\n</html>\n`;

/** As the web app's build writes it (apps/web/build/route-preloads.ts). */
const PLAN = {
  layout: ['/assets/app-layout-l1.js', '/assets/shared-s1.js', '/assets/shared-s1.css'],
  texts: { ar: ['/assets/ar-t1.js'], en: ['/assets/en-t1.js'] },
  screens: [
    ['^/transactions/create/?$', ['/assets/create-page-c1.js', '/assets/shared-s1.js']],
    ['^/transactions/?$', ['/assets/transactions-page-p1.js']],
    ['^/transactions/[^/]+/?$', ['/assets/detail-page-d1.js']],
  ],
};

/** Writes the plan file with a new modification time, as a new build would. */
async function writePlan(content: string, stamp: number) {
  await writeFile(preloadsFile, content);
  await utimes(preloadsFile, stamp, stamp);
}

const get = (url: string, cookie?: string, encoding?: string) =>
  t.app.inject({
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });

const preloaded = (body: string) =>
  [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
    (match) => match[1],
  );

beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), page('ar'));
  await writeFile(path.join(webDist, 'index.en.html'), page('en'));
  await writePlan(JSON.stringify(PLAN), 1_000);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("a signed-in screen's page lists the files it will load", () => {
  it("names the layout's, the texts' and the screen's files once each, in the head", async () => {
    const response = await get('/transactions', 'language=ar; signed_in=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(preloaded(response.body)).toEqual([
      '/assets/app-layout-l1.js',
      '/assets/shared-s1.js',
      '/assets/shared-s1.css',
      '/assets/ar-t1.js',
      '/assets/transactions-page-p1.js',
    ]);
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/shared-s1.css">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/transactions-page-p1.js">',
    );
    expect(response.body.indexOf('app-layout-l1')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
  });

  it('chooses the most specific screen, and the texts in the reader’s language', async () => {
    const create = preloaded((await get('/transactions/create', 'signed_in=1')).body);
    expect(create).toContain('/assets/create-page-c1.js');
    expect(create).not.toContain('/assets/detail-page-d1.js');
    expect(create.filter((file) => file === '/assets/shared-s1.js')).toHaveLength(1);
    const detail = await get('/transactions/12?tab=history', 'signed_in=1; language=en');
    expect(detail.body).toContain('lang="en"');
    expect(preloaded(detail.body)).toContain('/assets/detail-page-d1.js');
    expect(preloaded(detail.body)).toContain('/assets/en-t1.js');
    expect(preloaded(detail.body)).not.toContain('/assets/ar-t1.js');
  });

  it('compresses the page as the browser accepts', async () => {
    const br = await get('/transactions', 'signed_in=1', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(preloaded(brotliDecompressSync(br.rawPayload).toString())).toHaveLength(5);
    const gz = await get('/transactions', 'signed_in=1', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(preloaded(gunzipSync(gz.rawPayload).toString())).toHaveLength(5);
    const plain = await get('/transactions', 'signed_in=1', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(preloaded(plain.body)).toHaveLength(5);
  });

  it('sends the page as built when signed out, or for an address outside the screens', async () => {
    for (const [url, cookie] of [
      ['/transactions', undefined],
      ['/transactions', 'signed_in=0'],
      ['/transactions', 'xsigned_in=1'],
      ['/login', 'signed_in=1'],
      ['/', 'signed_in=1'],
      ['/transactions/12/edit/more', 'signed_in=1'],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(preloaded(response.body), `${url} ${cookie}`).toEqual([]);
      expect(response.body).toContain('/assets/index-e1.js');
    }
  });

  it('sends pages as built when a new build leaves a file not as expected, then follows it again', async () => {
    const hostile = {
      ...PLAN,
      layout: ['/assets/x.js"><script src="//evil.example/x.js'],
    };
    for (const [content, stamp] of [
      ['{"layout": [', 2_000],
      [JSON.stringify(hostile), 3_000],
      [JSON.stringify({ layout: [] }), 4_000],
    ] as const) {
      await writePlan(content, stamp);
      const response = await get('/transactions', 'signed_in=1');
      expect(response.statusCode, content).toBe(200);
      expect(preloaded(response.body), content).toEqual([]);
      expect(response.body).not.toContain('evil.example');
    }
    await writePlan(JSON.stringify(PLAN), 5_000);
    expect(preloaded((await get('/transactions', 'signed_in=1')).body)).toHaveLength(5);
  });
});
