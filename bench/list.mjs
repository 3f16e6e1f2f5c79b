// The applications list at scale (docs/benchmarks.md): the built API against `mutabaa_bench`
// (1,000,000 generated applications by default) beside the same SQL under pgbench.
// Usage: npm run build && node bench/list.mjs [--count N] [--reset] [--seconds S]
//        [--rounds R] [--round-seconds S] [--connections C] [--admin-url postgres://…/postgres]
//        node bench/list.mjs --pglite [--count N]   (100,000 on PGlite, one request at a time)
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { machine } from './lib/machine.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_ADMIN_URL, preparePglite, preparePostgres } from './lib/bench-db.mjs';
import { captureListSql, runPgbench } from './lib/pgbench.mjs';
import { directOnPglite } from './lib/pglite-direct.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    count: { type: 'string' },
    reset: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    'round-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
    'data-dir': { type: 'string', default: join(tmpdir(), 'mutabaa-bench-pglite') },
  },
});
const count = Number(args.count ?? (args.pglite ? 100_000 : 1_000_000));
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const roundSeconds = Number(args['round-seconds']);
const connections = Number(args.connections);
const port = 18_500 + (process.pid % 400);
// Load before either server is measured against the other. A server just started runs its
// code in the interpreter and compiles it while it serves: the API's CPU per request was
// 1.5 ms in its first 10 s under this load, 1.1 ms in the next 10 s and 0.9–1.1 ms from then
// on; the bare server, much less code, settles sooner.
const WARMUP_SECONDS = 20;
// Direct runs before each PGlite case is measured, and the server's warm-up: requests of every
// case one after the other, repeated, before any case is measured. One request at a time, a
// server just started runs much of its code unoptimised for thousands of requests (TurboFan,
// Sparkplug's baseline code and malloc in its profile): measured after 200 requests of its own
// case, the admin's filtered list read p95 11.0–12.7 ms and the server 6.8–7.8 ms of CPU per
// request; after 1,500 requests of each case, 5.7 ms of CPU (and the editor's 3.6 ms).
const PGLITE_WARMUP = 200;
const PGLITE_SERVER_WARMUP_ROUNDS = 1500;
const email = (local) => `${local}@${BENCH_EMAIL_DOMAIN}`;
const ms = (v) => `${v.toFixed(1)} ms`;

// Last calendar year: old enough that its rows were last updated long ago, which is what
// tempts the planner into walking the updated_at index.
const year = new Date().getUTCFullYear() - 1;
const ADMIN_FILTERS = {
  status: 'completed',
  priority: 'high',
  transaction_type: 'license',
  created_at_after: `${year}-01-01`,
  created_at_before: `${year}-12-31`,
};
const SEARCH = { search: 'ترخيص' };
// bench-editor-6: the median load of the twelve editors.
const EDITOR = 'bench-editor-6';
const BIG_CLIENT = 'bench-client-1';

const listUrl = (base, query) =>
  `${base}/api/transactions/?${new URLSearchParams({ page_size: '20', ...query })}`;

/** CPU time (user + system) the process `pid` has used, in ms (/proc/<pid>/stat). */
function cpuMs(pid) {
  // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** autocannon on `url` for `duration` s; with `pid`, that server's CPU per answered request. */
async function load(url, headers, pid, duration = seconds) {
  const before = pid ? cpuMs(pid) : 0;
  const result = await autocannon({ url, headers, connections, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${url}: ${failed} failed requests`);
  const cpu = pid ? (cpuMs(pid) - before) / result.requests.total : undefined;
  return { rps: result.requests.average, p97: result.latency.p97_5, cpu };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The API (already warmed up) against the bare server on the same statements: the bare server
 * is warmed up, then `rounds` rounds of one run of each, which of the two goes first
 * alternating. The database, autocannon and the server share two cores, and PostgreSQL's own
 * pace drifts over minutes (checkpoints, the page cache): runs far apart in time compare the
 * drift more than the servers, so each round compares two runs side by side, and the medians
 * of the rounds are the figures.
 */
async function versusBare(api, bare) {
  await load(bare.url, {}, undefined, WARMUP_SECONDS);
  const measureApi = () => load(api.url, api.headers, api.pid, roundSeconds);
  const measureBare = () => load(bare.url, {}, bare.pid, roundSeconds);
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    let app, floor;
    if (round % 2 === 0) {
      app = await measureApi();
      floor = await measureBare();
    } else {
      floor = await measureBare();
      app = await measureApi();
    }
    pairs.push({ app, floor, rps: app.rps / floor.rps, cpu: app.cpu / floor.cpu });
  }
  return pairs;
}

/**
 * The bare Fastify + pg server of lib/bare-server.mjs on the statements of `file`, sent
 * unnamed (parsed and planned each time) or, with `prepared`, as named statements.
 */
async function bareServer(databaseUrl, file, mode = 'unnamed') {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'lib/bare-server.mjs');
  const barePort = port + 1;
  const child = fork(script, [String(barePort), databaseUrl, file, mode], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${barePort}/`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The API beside the bare server in `mode`: the rounds' figures and their medians, as lines. */
async function besideBare(api, databaseUrl, file, sql, mode, budgets) {
  const bare = await bareServer(databaseUrl, file, mode);
  let pairs;
  try {
    pairs = await versusBare(api, bare);
  } finally {
    await bare.stop();
  }
  const rps = median(pairs.map((p) => p.rps));
  const cpu = median(pairs.map((p) => p.cpu));
  const each = (pick) => pairs.map((p) => pick(p).toFixed(2)).join(', ');
  const verdict = (met) => (budgets ? ` (budget ${met ? 'met' : 'NOT met'})` : '');
  return (
    `  beside a bare Fastify + pg server sending the same statements ${mode === 'prepared' ? 'prepared, as the API does (no budget: the Node side like for like)' : 'unnamed, parsed and planned each time (the budget)'}, ${rounds} rounds of ` +
    `${roundSeconds} s, each server after ${WARMUP_SECONDS} s of warm-up (the bare server's ` +
    `median ${(median(pairs.map((p) => p.floor.rps)) / sql.tps).toFixed(2)} of pgbench):\n` +
    `    req/s: API ${pairs.map((p) => p.app.rps.toFixed(0)).join(', ')}; ` +
    `bare ${pairs.map((p) => p.floor.rps.toFixed(0)).join(', ')}; ` +
    `API ÷ bare ${each((p) => p.rps)}, median ${rps.toFixed(2)}${budgets ? ' ≥ 0.9' : ''}${verdict(rps >= 0.9)}\n` +
    `    server CPU per request (ms): API ${each((p) => p.app.cpu)}; ` +
    `bare ${each((p) => p.floor.cpu)}; API ÷ bare ${each((p) => p.cpu)}, ` +
    `median ${cpu.toFixed(2)}×${budgets ? ' ≤ 1.5×' : ''}${verdict(cpu <= 1.5)}`
  );
}

async function versusPgbench(label, server, databaseUrl, user, headers, query) {
  const statements = await captureListSql(databaseUrl, email(user), query);
  const file = join(tmpdir(), `mutabaa-bench-${label.replace(/\W+/g, '-')}.sql`);
  const url = listUrl(server.base, query);
  await load(url, headers, undefined, WARMUP_SECONDS);
  const app = await load(url, headers, server.pid);
  const sql = await runPgbench(databaseUrl, statements, { clients: connections, seconds, file });
  const api = { url, headers, pid: server.pid };
  const unnamed = await besideBare(api, databaseUrl, file, sql, 'unnamed', true);
  const prepared = await besideBare(api, databaseUrl, file, sql, 'prepared', false);
  const ratio = app.rps / sql.tps;
  console.log(
    `${label}: API ${app.rps.toFixed(0)} req/s (p97.5 ${app.p97} ms) | same SQL under pgbench ` +
      `${sql.tps.toFixed(0)} tps (avg ${ms(sql.latency)}) | ratio ${ratio.toFixed(2)} ` +
      `(${statements.length} statements, script ${file})\n${unnamed}\n${prepared}`,
  );
  return { app, sql, ratio };
}

async function oneAtATime(label, url, headers, budget) {
  const { p50, p95 } = await sequential(url, headers);
  console.log(
    `${label}: p50 ${ms(p50)}, p95 ${ms(p95)} (budget ${budget} ms: ${p95 < budget ? 'met' : 'NOT met'})`,
  );
}

async function dashboards(base, sessions) {
  for (const [role, headers] of Object.entries(sessions)) {
    const url = `${base}/api/dashboard/${role}/`;
    const probe = await fetch(url, { headers });
    if (probe.status === 404) {
      console.log(`dashboard ${role}: skipped (GET /api/dashboard/${role}/ is not there yet)`);
      continue;
    }
    await oneAtATime(`dashboard ${role}, one at a time`, url, headers, 20);
  }
}

async function postgres() {
  const log = (line) => console.log(line);
  const databaseUrl = await preparePostgres({
    adminUrl: args['admin-url'],
    count,
    reset: args.reset,
    log,
  });
  const server = await startServer({
    port,
    dataDir: join(tmpdir(), `mutabaa-bench-${port}`),
    databaseUrl,
  });
  try {
    const admin = await signIn(server.base, email('bench-admin'), BENCH_PASSWORD);
    const editor = await signIn(server.base, email(EDITOR), BENCH_PASSWORD);
    const client = await signIn(server.base, email(BIG_CLIENT), BENCH_PASSWORD);
    console.log(
      `PostgreSQL, ${count.toLocaleString('en')} applications, ${connections} connections for ${seconds} s`,
    );
    console.log(`machine: ${machine()}`);
    const a = await versusPgbench(
      'admin, 3 filters + created window + count',
      server,
      databaseUrl,
      'bench-admin',
      admin,
      ADMIN_FILTERS,
    );
    const e = await versusPgbench('editor scope + count', server, databaseUrl, EDITOR, editor, {});
    console.log(
      `targets: ratio ≥ 0.8 (${a.ratio.toFixed(2)}, ${e.ratio.toFixed(2)}); SQL ≥ 400/s admin (${a.sql.tps.toFixed(0)}), ≥ 1000/s editor (${e.sql.tps.toFixed(0)})`,
    );
    await oneAtATime(
      'admin list + count, one at a time',
      listUrl(server.base, ADMIN_FILTERS),
      admin,
      20,
    );
    await oneAtATime('editor list + count, one at a time', listUrl(server.base, {}), editor, 20);
    await oneAtATime(
      `admin list + count with search "${SEARCH.search}", one at a time`,
      listUrl(server.base, SEARCH),
      admin,
      60,
    );
    await dashboards(server.base, { admin, editor, client });
  } finally {
    await server.stop();
  }
}

async function pglite() {
  const dataDir = args['data-dir'];
  mkdirSync(dataDir, { recursive: true });
  await preparePglite({ dataDir, count, log: (line) => console.log(line) });
  const cases = [
    {
      label: 'admin list + count, 3 filters + created window',
      user: 'bench-admin',
      query: ADMIN_FILTERS,
    },
    { label: 'admin list + count, no filters', user: 'bench-admin', query: {} },
    { label: 'editor list + count', user: EDITOR, query: {} },
  ];
  // The server holds the data directory's lock: the same statements run directly on the same
  // data in this process before it starts and again after it stopped, so a change of load
  // during the run shows as a difference between the two.
  const direct = () =>
    directOnPglite(
      dataDir,
      cases.map(({ label, user, query }) => ({ label, email: email(user), query })),
      { runs: 200, warmup: PGLITE_WARMUP },
    );
  const before = await direct();
  const api = [];
  const server = await startServer({ port, dataDir });
  try {
    const sessions = {
      'bench-admin': await signIn(server.base, email('bench-admin'), BENCH_PASSWORD),
      [EDITOR]: await signIn(server.base, email(EDITOR), BENCH_PASSWORD),
    };
    const urls = cases.map(({ user, query }) => ({
      url: listUrl(server.base, query),
      headers: sessions[user],
    }));
    for (let round = 0; round < PGLITE_SERVER_WARMUP_ROUNDS; round++) {
      for (const { url, headers } of urls) await sequential(url, headers, { runs: 1, warmup: 0 });
    }
    for (const { url, headers } of urls) {
      const started = cpuMs(server.pid);
      const times = await sequential(url, headers, { runs: 200, warmup: 0 });
      // The server does nothing else meanwhile.
      api.push({ ...times, cpu: (cpuMs(server.pid) - started) / times.runs });
    }
  } finally {
    await server.stop();
  }
  const after = await direct();
  console.log(
    `PGlite, ${count.toLocaleString('en')} applications in ${dataDir}, one request at a time`,
  );
  console.log(`machine: ${machine()}`);
  const figures = (f) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, CPU ${ms(f.cpu)}`;
  for (const [i, { label }] of cases.entries()) {
    const a = api[i];
    const { sql, service, statements } = before[i];
    const later = after[i];
    // The lower of the two direct runs: the one less disturbed by other work.
    const floor = (key) => Math.min(sql[key], later.sql[key]);
    console.log(
      `${label}: API p50 ${ms(a.p50)}, p95 ${ms(a.p95)} (budget 10 ms: ${a.p95 < 10 ? 'met' : 'NOT met'}), ` +
        `server CPU ${ms(a.cpu)} per request\n` +
        `  the same ${statements.length} statements directly on PGlite, before the server: ${figures(sql)}; ` +
        `after it: ${figures(later.sql)}\n` +
        `  the same through PGlite's own query (parsed and planned each time), before / after: ` +
        `${figures(before[i].unprepared)} / ${figures(later.unprepared)}\n` +
        `  the service's list in process, without HTTP, before / after: ${figures(service)} / ${figures(later.service)}\n` +
        `  API ÷ direct statements: p50 ${(a.p50 / floor('p50')).toFixed(2)}×, p95 ${(a.p95 / floor('p95')).toFixed(2)}×, ` +
        `CPU ${(a.cpu / floor('cpu')).toFixed(2)}×`,
    );
  }
}

await (args.pglite ? pglite() : postgres());
