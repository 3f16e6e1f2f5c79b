// Live notifications (issue 5 budgets) on PostgreSQL, against the built app (`npm run build`):
// (a) two server processes on one database, streams open on B, notifications inserted into the
//     database at intervals: latency from the insert to its arrival on B's streams;
// (b) 2,000 open streams on one process: its RSS, and one notification to each of them;
// (c) GET /api/notifications/notifications/unread_count/ one request at a time for a user with
//     10,000 notifications.
// Usage: npm run build && node bench/notifications.mjs [--streams 50] [--inserts 200]
//        [--interval 50] [--many 2000] [--admin-url postgres://…/postgres]
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { machine } from './lib/machine.mjs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchPasswordHash, DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD, seedBenchUsers } from './lib/seed-applications.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '50' },
    inserts: { type: 'string', default: '200' },
    interval: { type: 'string', default: '50' },
    many: { type: 'string', default: '2000' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const STREAMS = Number(args.streams);
const INSERTS = Number(args.inserts);
const INTERVAL_MS = Number(args.interval);
const MANY = Number(args.many);
/** Users the streams belong to (several tabs each, as in an office). */
const USERS = 40;
/** The user whose unread count is measured. */
const BIG_USER_NOTIFICATIONS = 10_000;
const port = 19_000 + (process.pid % 90);
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const ms = (v) => `${v.toFixed(1)} ms`;

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1), n: sorted.length };
}

/** This script's children running server.js. */
function serverPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && command.includes('server.js')) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

const rssKib = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * One stream read over its own connection (no agent: a browser tab's connection). Calls
 * `onEvent(name, data)` per event; resolves once the first `unread` event (registered) came.
 */
function openStream(base, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/notifications/stream/`,
      { headers, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!name) continue;
            if (name === 'unread' && !ready) {
              ready = true;
              resolve({ close: () => request.destroy() });
            }
            onEvent(name, data);
          }
        });
      },
    );
    request.on('error', (error) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

console.log(`Machine: ${machine()}`);

const databaseUrl = await preparePostgres({
  adminUrl: args['admin-url'],
  name: 'mutabaa_bench_notifications',
  count: 0,
  reset: true,
  log: (line) => console.log(line),
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const { clients } = await seedBenchUsers(db, {
  editors: 0,
  clients: USERS + 1,
  passwordHash: await benchPasswordHash(),
});
const users = clients.slice(0, USERS);
const bigUser = clients[USERS];
await db.query(
  `insert into notifications (user_id, type, category, event, title, message)
   select $1, 'application', 'info', 'assignment', 'Assigned ' || i, 'Application ' || i
   from generate_series(1, $2) as i`,
  [bigUser.id, BIG_USER_NOTIFICATIONS],
);
await db.query('vacuum analyze notifications');

const a = await startServer({
  port,
  dataDir: mkdtempSync(join(tmpdir(), 'mutabaa-bench-na-')),
  databaseUrl,
});
const [pidA] = serverPids();
const b = await startServer({
  port: port + 100,
  dataDir: mkdtempSync(join(tmpdir(), 'mutabaa-bench-nb-')),
  databaseUrl,
});
const pidB = serverPids().find((pid) => pid !== pidA);
const open = [];
try {
  const email = (user) => user.email ?? `${user}@${BENCH_EMAIL_DOMAIN}`;
  const auth = [];
  for (const user of users) auth.push(await signIn(b.base, email(user), BENCH_PASSWORD));

  // (a) latency A's database → B's streams.
  const sentAt = new Map();
  const latencies = [];
  const onEvent = (name, data) => {
    if (name !== 'notification') return;
    const seq = Number(/"title":"bench (\d+)"/.exec(data)?.[1]);
    const started = sentAt.get(seq);
    if (started !== undefined) latencies.push(performance.now() - started);
  };
  for (let i = 0; i < STREAMS; i += 1)
    open.push(await openStream(b.base, auth[i % USERS], onEvent));
  const streamUsers = Math.min(STREAMS, USERS);
  const expected = [];
  for (let seq = 0; seq < INSERTS; seq += 1) {
    const user = users[seq % streamUsers];
    // Streams of this user: every STREAMS-th one from its index.
    expected.push(Math.ceil((STREAMS - (seq % streamUsers)) / streamUsers));
    sentAt.set(seq, performance.now());
    await db.query(
      `insert into notifications (user_id, type, event, title) values ($1, 'system', 'announcement', $2)`,
      [user.id, `bench ${seq}`],
    );
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const want = expected.reduce((s, n) => s + n, 0);
  const lat = percentiles(latencies);
  console.log(
    `(a) insert → stream on the other instance, ${STREAMS} streams of ${streamUsers} users, ` +
      `${INSERTS} inserts every ${INTERVAL_MS} ms: p50 ${ms(lat.p50)}, p95 ${ms(lat.p95)}, ` +
      `max ${ms(lat.max)}; received ${latencies.length} of ${want} (budget p95 < 500 ms)`,
  );
  for (const stream of open.splice(0)) stream.close();

  // (b) many streams on B.
  const rssBefore = rssKib(pidB);
  const fanOut = [];
  let fanOutStarted = 0;
  const onMany = (name) => {
    if (name === 'notification') fanOut.push(performance.now() - fanOutStarted);
  };
  const opening = performance.now();
  for (let i = 0; i < MANY; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(MANY, i + 50); j += 1) {
      batch.push(openStream(b.base, auth[j % USERS], onMany));
    }
    open.push(...(await Promise.all(batch)));
  }
  const openedIn = performance.now() - opening;
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = rssKib(pidB);
  fanOutStarted = performance.now();
  await db.query(
    `insert into notifications (user_id, type, event, title)
     select id, 'system', 'announcement', 'to everyone' from unnest($1::int[]) as id`,
    [users.map((u) => u.id)],
  );
  const deadline = Date.now() + 10_000;
  while (fanOut.length < MANY && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const fan = percentiles(fanOut);
  const rssAfter = rssKib(pidB);
  console.log(
    `(b) ${open.length} open streams on one process (opened in ${(openedIn / 1000).toFixed(1)} s): ` +
      `RSS ${mib(rssBefore)} before, ${mib(rssOpen)} open, ${mib(rssAfter)} after one ` +
      `notification to each of the ${USERS} users (budget < 300 MiB); that notification reached ` +
      `${fan.n} streams: p50 ${ms(fan.p50)}, p95 ${ms(fan.p95)}, last ${ms(fan.max)}`,
  );
  for (const stream of open.splice(0)) stream.close();

  // (c) unread_count of a user with 10,000 notifications.
  const bigAuth = await signIn(b.base, email(bigUser), BENCH_PASSWORD);
  const url = `${b.base}/api/notifications/notifications/unread_count/`;
  const probe = await fetch(url, { headers: bigAuth });
  if (probe.status === 404) {
    console.log('(c) unread_count: skipped (the route is not there yet)');
  } else {
    const body = await probe.json();
    const result = await sequential(url, bigAuth, { runs: 500, warmup: 50 });
    console.log(
      `(c) unread_count (${body.count} unread), one request at a time: p50 ${ms(result.p50)}, ` +
        `p95 ${ms(result.p95)} over ${result.runs} (budget p95 < 10 ms)`,
    );
  }
} finally {
  for (const stream of open) stream.close();
  await b.stop();
  await a.stop();
  await db.end();
}
