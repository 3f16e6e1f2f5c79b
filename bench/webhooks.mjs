// Webhooks on the built server (PGlite): (1) an application change's request time (PATCH of a
// title, one at a time) with no webhook, with 10 active webhooks taking application.updated
// (a receiver on 127.0.0.1 answering at once), and with none again; (2) 1,000 events
// (application.created) to a receiver that answers each after 1 s: the time until all are
// delivered and the server's RSS before, at its peak and after. On PostgreSQL also, for scale,
// what one statement costs from a client here: `select 1` and the outbox's insert.
// Usage: npm run build && node bench/webhooks.mjs [--runs 300] [--events 1000] [--database pglite|postgres]
// (PostgreSQL: the database mutabaa_bench_webhooks at BENCH_ADMIN_URL or the local server, created
// afresh and dropped.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePglite, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    events: { type: 'string', default: '1000' },
    database: { type: 'string', default: 'pglite' },
  },
});
const runs = Number(values.runs);
const events = Number(values.events);
const HOOKS = 10;

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}
const shown = ({ p50, p95, max }) =>
  `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms`;

/** A receiver on 127.0.0.1: `/fast` answers at once, `/slow` after 1 s. */
async function startReceiver() {
  let answered = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const done = () => {
        answered += 1;
        response.end('ok');
      };
      if (request.url === '/slow') setTimeout(done, 1000);
      else done();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    answered: () => answered,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A bare statement's and the outbox's statement's times, from a client of `url`. */
async function statementCosts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const time = async (text, params) => {
    const started = performance.now();
    await client.query(text, params);
    return performance.now() - started;
  };
  const [{ draft }] = (
    await client.query(
      `select jsonb_build_object('type', 'application.updated', 'application', to_jsonb(a)) as draft
       from applications a order by id limit 1`,
    )
  ).rows;
  const json = JSON.stringify([{ n: 0, message_id: 'msg_bench', order_key: 1, draft }]);
  const insert = `insert into webhook_deliveries (webhook_id, message_id, event, order_key, draft, next_attempt_at)
    select w.id, x.message_id, 'application.updated', x.order_key, x.draft, now()
    from jsonb_to_recordset($1::jsonb) as x(n integer, message_id text, order_key integer, draft jsonb)
    cross join webhooks w
    where w.active and w.events @> array['application.updated']::text[]
    order by x.n, w.id
    returning id`;
  const select = [];
  const inserted = [];
  for (let i = 0; i < runs; i += 1) {
    select.push(await time('select 1'));
    await client.query('begin');
    inserted.push(await time(insert, [json]));
    await client.query('rollback');
  }
  await client.end();
  return { select: stats(select), insert: stats(inserted) };
}

const onPostgres = values.database === 'postgres';
const adminUrl = process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL;
const PG_NAME = 'mutabaa_bench_webhooks';
const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-webhooks-'));
console.log(`Machine: ${machine()}; database: ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
// The receiver is on this machine, over http.
Object.assign(process.env, { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' });
let server;
let databaseUrl;
const receiver = await startReceiver();
try {
  const port = 18_900 + (process.pid % 90);
  if (onPostgres) {
    databaseUrl = await preparePostgres({ adminUrl, name: PG_NAME, count: 100, reset: true });
    server = await startServer({ port, dataDir, databaseUrl });
  } else {
    await preparePglite({ dataDir, count: 100 });
    server = await startServer({ port, dataDir });
  }
  const auth = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const headers = { ...auth, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const response = await fetch(`${server.base}/api${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const list = await call('GET', '/transactions/?page_size=100');
  const ids = list.results.map((a) => a.id);

  // (1) The change's request time.
  let n = 0;
  const change = async () => {
    const id = ids[n % ids.length];
    n += 1;
    const started = performance.now();
    await call('PATCH', `/transactions/${id}/`, { title: `Bench change ${n}` });
    return performance.now() - started;
  };
  // Back to back: the next change is asked while the last one's deliveries are posted. Paced:
  // each change is asked once the last one's deliveries were answered (and 150 ms more for
  // their recording: a few statements each), so that it is timed alone: the outbox's own cost
  // inside the request.
  let active = 0;
  let expected = 0;
  const settle = async () => {
    expected += active;
    while (receiver.answered() < expected) await new Promise((resolve) => setTimeout(resolve, 2));
    await new Promise((resolve) => setTimeout(resolve, 150));
  };
  const measure = async (paced) => {
    for (let i = 0; i < 30; i += 1) {
      await change();
      if (paced) await settle();
    }
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      times.push(await change());
      if (paced) await settle();
    }
    if (!paced) expected += active * (runs + 30);
    return stats(times);
  };
  const phases = async () => ({ together: await measure(false), paced: await measure(true) });
  const none = await phases();
  const hooks = [];
  for (let i = 0; i < HOOKS; i += 1) {
    hooks.push(
      await call('POST', '/webhooks/', {
        url: `${receiver.url}/fast`,
        events: ['application.updated'],
        description: `Bench ${i + 1}`,
      }),
    );
  }
  active = HOOKS;
  const ten = await phases();
  // PostgreSQL: what one statement costs from a client on this machine, for scale: a bare
  // `select 1`, and the outbox's own statement (10 rows, each event's draft) in a transaction
  // undone after.
  const statements = onPostgres ? await statementCosts(databaseUrl) : undefined;
  for (const hook of hooks) await call('PATCH', `/webhooks/${hook.id}/`, { active: false });
  active = 0;
  // Let the back-to-back phase's last deliveries end before the next phases.
  while (receiver.answered() < expected) await new Promise((resolve) => setTimeout(resolve, 10));
  const noneAgain = await phases();
  console.log(`PATCH /api/transactions/{id}/, ${runs} one at a time:`);
  for (const kind of ['together', 'paced']) {
    const added = ten[kind].p95 - Math.max(none[kind].p95, noneAgain[kind].p95);
    console.log(`  ${kind === 'paced' ? 'paced' : 'back to back'}:`);
    console.log(`    no webhook:         ${shown(none[kind])}`);
    console.log(`    ${HOOKS} active webhooks: ${shown(ten[kind])}`);
    console.log(`    no webhook (after): ${shown(noneAgain[kind])}`);
    console.log(
      `    added at p95: ${added.toFixed(2)} ms (budget < 2 ms: ${added < 2 ? 'met' : 'NOT met'})`,
    );
  }
  console.log(`  deliveries answered: ${receiver.answered()}`);
  if (statements) {
    console.log(`  one statement from a client, ${runs} one at a time (for scale):`);
    console.log(`    select 1:                    ${shown(statements.select)}`);
    console.log(`    the outbox's insert (10 rows): ${shown(statements.insert)}`);
  }

  // (2) 1,000 events to a slow receiver.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const slow = await call('POST', '/webhooks/', {
    url: `${receiver.url}/slow`,
    events: ['application.created'],
  });
  const rssBefore = rssMb(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const started = performance.now();
  const client = ids.length ? (await call('GET', `/transactions/${ids[0]}/`)).client?.id : null;
  for (let i = 0; i < events; i += 1) {
    await call('POST', '/transactions/', {
      title: `Bench event ${i + 1}`,
      transaction_type: 'renewal',
      priority: 'high',
      client,
    });
  }
  const queued = (performance.now() - started) / 1000;
  for (;;) {
    const page = await call('GET', `/webhooks/${slow.id}/deliveries/?status=succeeded&page_size=1`);
    if (page.count >= events) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const delivered = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rssAfter = rssMb(server.pid);
  const growth = peak - rssBefore;
  console.log(`${events} events to a receiver answering after 1 s:`);
  console.log(`  created in ${queued.toFixed(1)} s, all delivered after ${delivered.toFixed(1)} s`);
  console.log(
    `  RSS before ${rssBefore.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB: growth ${growth.toFixed(0)} MB (budget < 50 MB: ${growth < 50 ? 'met' : 'NOT met'})`,
  );
} finally {
  await server?.stop();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_NAME} with (force)`);
    await admin.end();
  }
}
