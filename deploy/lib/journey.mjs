// The journey through nginx: what a user and an operator need of the deployment, each step
// reporting which instance answered (nginx's X-Upstream header, in the generated config only)
// and talking to one instance directly where a step must cross from one to the other.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
// The largest upload the app takes (an import file), as the built app has it.
import { IMPORT_MAX_BYTES } from '@mutabaa/shared';
import { multipart, openEventStream, request } from './http.mjs';
import { sleep } from './processes.mjs';
import { check, Skip } from './run.mjs';

/** A notification must reach the stream on the other instance within this. */
const NOTIFICATION_BUDGET_MS = 2_000;
/** The address the client connects from: not nginx's own 127.0.0.1. */
const CLIENT_ADDRESS = '127.0.0.2';
const FORGED_ADDRESS = '203.0.113.9';
/** What the app's security headers are (helmet's and its own); each must arrive once and unchanged. */
const SECURITY_HEADERS = [
  'permissions-policy',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Those a built script or stylesheet carries; the others apply to documents only. */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const bearer = (token) => ({ authorization: `Bearer ${token}` });
function jsonRequest(token, body, headers = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}), ...headers },
    body: Buffer.from(JSON.stringify(body)),
  };
}
function expectStatus(response, what, status = 200) {
  const text = response.body.toString('utf8').slice(0, 200);
  check(response.status === status, `${what}: ${response.status} ${text}`);
  return response;
}

/**
 * Walks the journey with `run.step` over the deployment from startArrangement; `webIndex` is the
 * built index.html (for an asset's name).
 */
export async function walkJourney(run, { nginx, instances, admin, redisUrl }, webIndex) {
  const api = (path) => `${nginx.base}/api${path}`;
  /** 'A' or 'B' for the instance that answered ("A then B" when nginx moved on from A). */
  const who = (response) => {
    const addresses = response.header('x-upstream');
    check(addresses, 'nginx named no instance (X-Upstream missing)');
    return addresses
      .split(/,\s*/)
      .map((a) => instances.find((i) => a === `127.0.0.1:${i.port}`)?.name ?? a)
      .join(' then ');
  };
  const instance = (name) => instances.find((i) => i.name === name);
  const other = (name) => instances.find((i) => i.name !== name);
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(readFileSync(webIndex, 'utf8'))?.[1];
  const state = {};
  const needs = (...keys) =>
    check(
      keys.every((k) => state[k]),
      `needs ${keys.join(' and ')}`,
    );

  await run.step('nginx shares requests between both instances', async () => {
    const seen = [];
    for (let i = 0; i < 6; i += 1) {
      seen.push(who(expectStatus(await request(api('/health/')), 'health')));
    }
    check(seen.includes('A') && seen.includes('B'), `only ${[...new Set(seen)]} answered`);
    return `answered by ${seen.join(', ')}`;
  });

  await run.step('sign-in through nginx', async () => {
    const response = await request(api('/login/'), {
      ...jsonRequest(undefined, admin, { 'x-forwarded-for': FORGED_ADDRESS }),
      localAddress: CLIENT_ADDRESS,
    });
    state.admin = expectStatus(response, 'admin sign-in').json().access;
    return `the admin, answered by instance ${who(response)}`;
  });

  await run.step('the app sees the address nginx saw, never a forged X-Forwarded-For', async () => {
    needs('admin');
    const response = await request(api('/audit-logs/?action=auth.login_succeeded'), {
      headers: bearer(state.admin),
    });
    const entry = expectStatus(response, 'audit trail').json().results[0];
    check(entry, 'no sign-in in the audit trail');
    check(
      entry.ip_address === CLIENT_ADDRESS,
      `sign-in recorded from ${entry.ip_address}, not ${CLIENT_ADDRESS} (forged: ${FORGED_ADDRESS})`,
    );
    return `audit trail: sign-in from ${entry.ip_address}; the client sent X-Forwarded-For: ${FORGED_ADDRESS}`;
  });

  await run.step('failed sign-ins on both instances count together (Redis)', async () => {
    if (!redisUrl) throw new Skip('no Redis (no /usr/bin/redis-server, no --redis-url)');
    // Five failures per address and account are free, the sixth makes the next one wait: the
    // seventh is refused only if both instances count the same failures for the same address,
    // whatever X-Forwarded-For each attempt forged.
    const seen = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const response = await request(api('/login/'), {
        ...jsonRequest(
          undefined,
          { email: 'nobody@deploy-check.example', password: 'wrong-password' },
          { 'x-forwarded-for': `203.0.113.${attempt}` },
        ),
        localAddress: CLIENT_ADDRESS,
      });
      seen.push(`${who(response)} ${response.status}`);
      const expected = attempt < 7 ? 401 : 429;
      check(response.status === expected, `attempt ${attempt}: ${seen.join(', ')}`);
    }
    check(
      seen.some((s) => s.startsWith('A')) && seen.some((s) => s.startsWith('B')),
      `one instance only: ${seen.join(', ')}`,
    );
    return seen.join(', ');
  });

  await run.step('the admin creates a client and an application through nginx', async () => {
    needs('admin');
    const client = {
      email: 'client@deploy-check.example',
      password: randomBytes(12).toString('hex'),
    };
    const user = await request(
      api('/users/'),
      jsonRequest(state.admin, { ...client, first_name: 'C', last_name: 'D', role: 'client' }),
    );
    const clientId = expectStatus(user, 'create the client', 201).json().id;
    // The first active type and priority, whatever the form configuration holds.
    const first = async (list) => {
      const response = await request(api(`/transactions/form-config/${list}/active/`), {
        headers: bearer(state.admin),
      });
      const options = expectStatus(response, list).json();
      return (Array.isArray(options) ? options : options.results)[0].value;
    };
    const created = await request(
      api('/transactions/'),
      jsonRequest(state.admin, {
        title: 'Deployment check',
        client: clientId,
        transaction_type: await first('application-types'),
        priority: await first('priorities'),
        status: 'submitted',
      }),
    );
    state.application = expectStatus(created, 'create the application', 201).json();
    const signIn = await request(api('/login/'), jsonRequest(undefined, client));
    state.client = expectStatus(signIn, 'client sign-in').json().access;
    return `${state.application.reference_number} for a new client, who signed in`;
  });

  await run.step(
    'the notification stream through nginx: open, unbuffered, uncompressed',
    async () => {
      needs('client');
      const opened = performance.now();
      const stream = await openEventStream(api('/notifications/stream/'), {
        headers: { ...bearer(state.client), 'accept-encoding': 'gzip, br' },
      });
      run.onCleanup('stream', async () => stream.close());
      const type = stream.header('content-type');
      check(type?.startsWith('text/event-stream'), `Content-Type ${type}`);
      check(!stream.header('content-encoding'), `compressed: ${stream.header('content-encoding')}`);
      check(stream.header('content-security-policy'), 'no Content-Security-Policy');
      // Buffered, the first event would wait for more bytes (or the stream's end).
      const first = await stream.next((e) => e.name === 'unread', 3_000);
      state.stream = stream;
      state.streamOn = who(stream);
      return `on instance ${state.streamOn}; first event after ${(first.at - opened).toFixed(0)} ms`;
    },
  );

  await run.step('a status change made on the other instance reaches the stream', async () => {
    needs('stream', 'application');
    const elsewhere = other(state.streamOn);
    const sent = performance.now();
    const changed = await request(
      `${elsewhere.base}/api/transactions/${state.application.id}/transition/`,
      jsonRequest(state.admin, { status: 'under_review' }),
    );
    expectStatus(changed, `transition on instance ${elsewhere.name}`);
    const reference = state.application.reference_number;
    const event = await state.stream.next(
      (e) => e.name === 'notification' && e.data?.includes(reference),
      NOTIFICATION_BUDGET_MS * 2,
    );
    const ms = event.at - sent;
    check(ms < NOTIFICATION_BUDGET_MS, `${ms.toFixed(0)} ms (budget ${NOTIFICATION_BUDGET_MS} ms)`);
    state.lastEventId = event.id;
    return (
      `changed on instance ${elsewhere.name}; on ${state.streamOn}'s stream ` +
      `${ms.toFixed(0)} ms after the request was sent (budget ${NOTIFICATION_BUDGET_MS} ms)`
    );
  });

  await run.step(
    'a 3 MB file uploaded through one instance, downloaded from the other',
    async () => {
      needs('application', 'client');
      // A PNG signature (the app judges the type by the first bytes) and random bytes.
      const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const bytes = Buffer.concat([signature, randomBytes(3 * 1024 * 1024)]);
      const form = multipart('file', 'scan.png', 'image/png', bytes);
      const uploaded = await request(api(`/transactions/${state.application.id}/attachments/`), {
        method: 'POST',
        headers: { ...bearer(state.client), 'content-type': form.contentType },
        body: form.body,
      });
      const path = expectStatus(uploaded, 'upload through nginx', 201).json().download_url;
      const elsewhere = other(who(uploaded));
      const direct = await request(`${elsewhere.base}${path}`, { headers: bearer(state.client) });
      expectStatus(direct, `download from instance ${elsewhere.name}`);
      check(sha256(direct.body) === sha256(bytes), `other bytes (${direct.body.length})`);
      const proxied = await request(`${nginx.base}${path}`, { headers: bearer(state.client) });
      check(sha256(expectStatus(proxied, 'download').body) === sha256(bytes), 'other bytes');
      return (
        `uploaded through nginx to ${who(uploaded)}, byte-identical from ${elsewhere.name} ` +
        `directly and through nginx (from ${who(proxied)})`
      );
    },
  );

  await run.step("an import just over 50 MB passes nginx and gets the app's own 413", async () => {
    needs('admin');
    const content = Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'a,b\n');
    const form = multipart('file', 'large.csv', 'text/csv', content);
    const response = await request(api('/transactions/import/upload/'), {
      method: 'POST',
      headers: { ...bearer(state.admin), 'content-type': form.contentType },
      body: form.body,
      timeoutMs: 60_000,
    });
    check(response.status === 413, `${response.status}`);
    const type = response.header('content-type') ?? '';
    check(type.startsWith('application/json'), `from nginx: ${response.body.toString().trim()}`);
    const mib = (form.body.length / 1024 / 1024).toFixed(1);
    return `${mib} MiB; instance ${who(response)} answered ${response.json().code}`;
  });

  await run.step('security headers arrive as the app sends them, once each', async () => {
    check(asset, 'no script named in the built index.html');
    const paths = ['/api/health/', '/login', asset];
    for (const path of paths) {
      const proxied = expectStatus(await request(`${nginx.base}${path}`), `${path} via nginx`);
      const upstream = instance(who(proxied));
      const direct = expectStatus(await request(`${upstream.base}${path}`), `${path} directly`);
      const expected = path === asset ? ASSET_HEADERS : SECURITY_HEADERS;
      for (const name of SECURITY_HEADERS) {
        const lines = proxied.headers[name] ?? [];
        const times = expected.includes(name) ? 1 : 0;
        check(lines.length === times, `${path}: ${name} came ${lines.length} times`);
        check(
          lines[0] === direct.header(name),
          `${path}: ${name} "${lines[0]}" via nginx, "${direct.header(name)}" from the app`,
        );
      }
      const server = proxied.header('server');
      check(server === 'nginx', `${path}: Server "${server}" (the version should not show)`);
    }
    return `${SECURITY_HEADERS.length} headers on /api/health/ and /login, ${ASSET_HEADERS.length} on ${asset}`;
  });

  await run.step(
    "web app files: the app's precompressed copies pass, not recompressed",
    async () => {
      check(asset, 'no script named in the built index.html');
      const found = [];
      for (const encoding of ['br', 'gzip']) {
        const headers = { 'accept-encoding': encoding };
        const proxied = await request(`${nginx.base}${asset}`, { headers });
        expectStatus(proxied, `${asset} (${encoding}) via nginx`);
        const direct = await request(`${instance(who(proxied)).base}${asset}`, { headers });
        const sent = proxied.header('content-encoding');
        check(sent === direct.header('content-encoding'), `${encoding}: sent ${sent}`);
        check(sha256(proxied.body) === sha256(direct.body), `${encoding}: other bytes`);
        check(/accept-encoding/i.test(proxied.header('vary') ?? ''), `${encoding}: no Vary`);
        const cache = proxied.header('cache-control') ?? '';
        check(cache.includes('immutable'), `${encoding}: Cache-Control "${cache}"`);
        found.push(
          `${encoding}: ${sent ?? 'identity'} ${(proxied.body.length / 1024).toFixed(1)} KB`,
        );
      }
      const page = await request(`${nginx.base}/login`, { headers: { 'accept-encoding': 'gzip' } });
      const cache = expectStatus(page, '/login').header('cache-control') ?? '';
      check(cache.includes('no-cache'), `/login Cache-Control "${cache}"`);
      return `${asset} ${found.join(', ')}; index.html no-cache`;
    },
  );

  await run.step('HTTPS (the TLS example block) serves the app with its headers', async () => {
    check(nginx.httpsBase, 'no openssl to make a test certificate');
    const response = await request(`${nginx.httpsBase}/api/health/`, { ca: nginx.cert });
    expectStatus(response, 'health over TLS');
    check(response.header('strict-transport-security'), 'no Strict-Transport-Security');
    return `answered by instance ${who(response)}`;
  });

  await run.step(
    'an instance stops (SIGTERM): the other answers, the stream catches up',
    async () => {
      needs('stream', 'lastEventId');
      const stopping = instance(state.streamOn);
      const staying = other(stopping.name);
      const started = performance.now();
      const stopped = await stopping.process.stop('SIGTERM', 15_000);
      check(!stopped.forced, `instance ${stopping.name} needed SIGKILL`);
      const ended = await Promise.race([state.stream.ended, sleep(2_000)]);
      check(ended, 'the stream stayed open after its instance stopped');
      const took = (performance.now() - started).toFixed(0);
      // A change the client misses while its stream is down.
      const changed = await request(
        api(`/transactions/${state.application.id}/transition/`),
        jsonRequest(state.admin, { status: 'on_hold' }),
      );
      expectStatus(changed, 'transition with one instance stopped');
      for (let i = 0; i < 4; i += 1) {
        const response = expectStatus(await request(api('/health/')), 'health, one stopped');
        // nginx may try the stopped instance first and move on: the client never sees it.
        check(who(response).endsWith(staying.name), `answered by ${who(response)}`);
      }
      const again = await openEventStream(api('/notifications/stream/'), {
        headers: { ...bearer(state.client), 'last-event-id': state.lastEventId },
      });
      run.onCleanup('stream', async () => again.close());
      check(who(again).endsWith(staying.name), `reopened on ${who(again)}`);
      const missed = await again.next(
        (e) => e.name === 'notification' && Number(e.id) > Number(state.lastEventId),
        5_000,
      );
      return (
        `${stopping.name} stopped in ${took} ms and its stream ended; requests went to ` +
        `${staying.name}; the stream reopened with Last-Event-ID ${state.lastEventId} ` +
        `(on ${who(again)}) and got notification ${missed.id}`
      );
    },
  );
}
