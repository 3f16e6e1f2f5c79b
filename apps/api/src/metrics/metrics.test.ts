import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, signInAs, type Session } from '../test/factories.js';
import { StreamReader } from '../modules/notifications/stream-reader.js';
import { QUEUE_STATS_TIMEOUT_MS } from './state-metrics.js';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found?.value;
}

/** TCP servers listening in this process (the worker's event loop). */
function listeningServers(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
}

async function scrape(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, response, samples: parse(await response.text()) };
}

describe('metrics on METRICS_PORT', () => {
  let t: TestApp;
  let base: string;
  let url: string;
  let admin: Session;
  let serversBefore: number;

  beforeAll(async () => {
    serversBefore = listeningServers();
    t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
    url = t.app.metrics!.url!;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('listens on its own port, apart from the app', async () => {
    expect(listeningServers()).toBe(serversBefore + 2);
    expect(new URL(url).port).not.toBe(new URL(base).port);
    const { status, response, samples } = await scrape(url);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(value(samples, name), name).toBeGreaterThan(0);
    }
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
    expect((await fetch(new URL('/other', url))).status).toBe(404);
  });

  it('is not served on the main port', async () => {
    const api = await fetch(`${base}/api/metrics/`);
    expect(api.status).toBe(404);
    await api.text();
    // Paths outside /api belong to the web app's pages: never the metrics text.
    const page = await fetch(`${base}/metrics`);
    expect(await page.text()).not.toContain('mutabaa_http_requests_total');
  });

  it('counts requests by method, route pattern and status class, never by id', async () => {
    const users = await Promise.all([createUser(t.app), createUser(t.app)]);
    const route = { method: 'GET', route: '/api/users/:id/', status_class: '2xx' };
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    const before = (await scrape(url)).samples;
    for (const user of users) {
      const response = await t.app.inject({ url: `/api/users/${user.id}/`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
    }
    const missing = await t.app.inject({ url: '/api/users/987654321/', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-such-route/424242/' })).statusCode).toBe(404);

    const { samples } = await scrape(url);
    const delta = (name: string, labels: Record<string, string>) =>
      (value(samples, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(delta('mutabaa_http_requests_total', route)).toBe(2);
    expect(delta('mutabaa_http_request_duration_seconds_count', route)).toBe(2);
    expect(delta('mutabaa_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      delta('mutabaa_http_requests_total', { ...route, status_class: '4xx' }),
      'an id that names nothing is the same route',
    ).toBe(1);
    expect(delta('mutabaa_http_requests_total', unmatched)).toBe(1);
    const routes = new Set(
      samples.filter((s) => s.name.startsWith('mutabaa_http_')).map((s) => s.labels.route),
    );
    for (const label of routes) expect(label).not.toMatch(/\d/);
    expect(routes).toContain('/api/login/');
  });

  it('shows the notification streams open on this instance', async () => {
    const streams = () =>
      scrape(url).then((s) => value(s.samples, 'mutabaa_notification_streams_open'));
    expect(await streams()).toBe(0);
    const reader = await StreamReader.open(`${base}/api/notifications/stream/`, admin.auth);
    try {
      await reader.next((e) => e.event === 'unread');
      expect(await streams()).toBe(1);
    } finally {
      reader.close();
    }
    const deadline = Date.now() + 5000;
    while ((await streams()) !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await streams()).toBe(0);
  });

  it('reports the job queues and the database pool', async () => {
    const { samples } = await scrape(url);
    expect(value(samples, 'mutabaa_job_queue_stats_up')).toBe(1);
    const queues = new Set(
      samples.filter((s) => s.name === 'mutabaa_job_queue_jobs').map((s) => s.labels.queue),
    );
    expect(queues).toContain('mail');
    for (const state of ['ready', 'deferred', 'active', 'failed']) {
      expect(value(samples, 'mutabaa_job_queue_jobs', { queue: 'mail', state }), state).toEqual(
        expect.any(Number),
      );
    }
    const total = value(samples, 'mutabaa_db_pool_connections', { state: 'total' });
    if (t.config.databaseUrl) {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'mutabaa_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(total).toBe(1);
    }
  });

  it('answers without the queue counts when the database does not give them in time', async () => {
    // The queue table held under an exclusive lock: pg-boss's read waits behind it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: Promise<unknown>;
    let locked: Promise<void>;
    let admin: pg.Client | undefined;
    if (t.config.databaseUrl) {
      admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
      await admin.query('begin');
      await admin.query('lock table pgboss.queue in access exclusive mode');
      locked = Promise.resolve();
      holding = held.then(() => admin!.query('rollback'));
    } else {
      let signal: () => void = () => undefined;
      locked = new Promise((resolve) => (signal = resolve));
      // PGlite runs one transaction at a time: every other query waits for this one.
      holding = t.app.database.pglite!.transaction(async () => {
        signal();
        await held;
      });
    }
    try {
      await locked;
      const started = Date.now();
      const { status, samples } = await scrape(url);
      const took = Date.now() - started;
      expect(status).toBe(200);
      expect(took).toBeGreaterThanOrEqual(QUEUE_STATS_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(QUEUE_STATS_TIMEOUT_MS + 1500);
      expect(value(samples, 'mutabaa_job_queue_stats_up')).toBe(0);
      expect(value(samples, 'mutabaa_job_queue_jobs', { queue: 'mail' })).toBeUndefined();
      expect(value(samples, 'mutabaa_notification_streams_open')).toBe(0);
    } finally {
      release();
      await holding;
      await admin?.end();
    }
    expect(value((await scrape(url)).samples, 'mutabaa_job_queue_stats_up')).toBe(1);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let url: string;
  const token = 'scrape-token-0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1', token } });
    url = t.app.metrics!.url!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without the token or with another, 200 with it', async () => {
    const missing = await fetch(url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.text()).not.toContain('mutabaa_');
    for (const header of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, 'Bearer ']) {
      const wrong = await fetch(url, { headers: { authorization: header } });
      expect(wrong.status, header).toBe(401);
      await wrong.text();
    }
    const right = await scrape(url, { authorization: `Bearer ${token}` });
    expect(right.status).toBe(200);
    expect(value(right.samples, 'mutabaa_notification_streams_open')).toBe(0);
  });
});

describe('metrics off (METRICS_PORT unset)', () => {
  let t: TestApp;
  let serversBefore: number;

  beforeAll(async () => {
    serversBefore = listeningServers();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('listens nowhere and adds nothing', () => {
    expect(t.app.metrics).toBeUndefined();
    expect(listeningServers()).toBe(serversBefore);
  });
});
