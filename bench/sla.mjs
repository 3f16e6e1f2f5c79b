// Service levels at scale on PostgreSQL (issue 35; docs/benchmarks.md "Service levels"): the list
// filtered by state, one request at a time; the recomputation of every open clock after a change
// of the calendar (PUT /api/sla/calendar/ on the built server, timed until it is done) with what
// waits meanwhile; the escalation job's scan; and the working-time answer beside a trivial
// signed-in GET. The database is its own (mutabaa_bench_sla), loaded with 1,000,000 applications
// by lib/seed-applications.mjs and clocks by lib/seed-sla.mjs.
// Usage: npm run build && node bench/sla.mjs [--count N] [--reset] [--runs 200] [--drop]
//        [--only due,lists,escalation,recompute] [--admin-url postgres://…/postgres]
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { captureListSql } from './lib/pgbench.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { clockMix, seedSla } from './lib/seed-sla.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    reset: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    runs: { type: 'string', default: '200' },
    only: { type: 'string', default: 'due,lists,escalation,recompute' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const NAME = 'mutabaa_bench_sla';
const count = Number(args.count);
const runs = Number(args.runs);
const port = 18_900 + (process.pid % 90);
const dist = (path) =>
  import(pathToFileURL(join(import.meta.dirname, '../apps/api/dist', path)).href);
const email = (local) => `${local}@${BENCH_EMAIL_DOMAIN}`;
const ms = (v) => `${v.toFixed(1)} ms`;
const figures = (f) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`;
const verdict = (value, budget, unit) =>
  `budget ${budget} ${unit}: ${value < budget ? 'met' : 'NOT met'}`;

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN, runs: sorted.length };
}

const listUrl = (base, query) =>
  `${base}/api/transactions/?${new URLSearchParams({ page_size: '20', ...query })}`;

/** Budget 1: the list filtered by state, with its count, one request at a time. */
async function lists(server, databaseUrl, sessions) {
  // [label, user, query, runs]: the budget's case first; the others have no budget, and the
  // ordering by due time (every matching clock read and sorted) runs fewer requests.
  const cases = [
    ['admin, sla_state=breached', 'bench-admin', { sla_state: 'breached' }, runs],
    ['admin, sla_state=running,paused', 'bench-admin', { sla_state: 'running,paused' }, runs],
    [
      'admin, sla_due_before in a week',
      'bench-admin',
      { sla_due_before: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      runs,
    ],
    ['editor-6, sla_state=breached', 'bench-editor-6', { sla_state: 'breached' }, runs],
    [
      'admin, sla_state=breached ordered by due',
      'bench-admin',
      { sla_state: 'breached', ordering: 'sla_due_at' },
      20,
    ],
  ];
  for (const [label, user, query, n] of cases) {
    const url = listUrl(server.base, query);
    const probe = await (await fetch(url, { headers: sessions[user] })).json();
    const times = await sequential(url, sessions[user], { runs: n, warmup: Math.min(30, n) });
    console.log(
      `list ${label} (count ${probe.count}${probe.capped ? '+' : ''}): ${figures(times)} (${verdict(times.p95, 20, 'ms')})`,
    );
  }
  // No query per row: the statements of a page of 20 and of 100 are as many. One capture at a
  // time: each replaces the driver's query function while it runs.
  const statements = [];
  for (const size of ['20', '100']) {
    statements.push(
      await captureListSql(databaseUrl, email('bench-admin'), {
        sla_state: 'breached',
        page_size: size,
      }),
    );
  }
  console.log(
    `statements per list request, page of 20 / 100: ${statements[0].length} / ${statements[1].length}`,
  );
  // What the database takes of the budget's case: its statements sent directly, one request's
  // worth after the other; and a trivial signed-in GET on the same server, for what the rest of
  // a request costs on this machine now.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const sql = [];
    for (let i = 0; i < runs + 30; i += 1) {
      const started = performance.now();
      for (const statement of statements[0]) await pool.query(statement);
      if (i >= 30) sql.push(performance.now() - started);
    }
    console.log(`  the admin's breached page's statements sent directly: ${figures(summary(sql))}`);
  } finally {
    await pool.end();
  }
  const profile = await sequential(`${server.base}/api/profile/`, sessions['bench-admin'], {
    runs,
    warmup: 30,
  });
  console.log(`  GET /api/profile/ on the same server: ${figures(profile)}`);
}

/**
 * Samples, every 100 ms until `done()`, the longest lock wait and the longest open transaction
 * (with the statement it was running when last seen at its longest).
 */
async function sampleLocks(pool, done) {
  let longestWait = 0;
  let longestTransaction = 0;
  let longestQuery = '';
  let samples = 0;
  while (!done()) {
    const { rows } = await pool.query(
      `select coalesce(max(extract(epoch from now() - a.query_start) * 1000)
           filter (where a.wait_event_type = 'Lock'), 0)::float8 as wait,
         coalesce(max(extract(epoch from now() - a.xact_start) * 1000), 0)::float8 as xact,
         (array_agg(left(regexp_replace(a.query, '\\s+', ' ', 'g'), 70)
            order by a.xact_start))[1] as query
       from pg_stat_activity a
       where a.datname = current_database() and a.pid <> pg_backend_pid()
         and a.backend_type = 'client backend' and a.xact_start is not null
         and a.state <> 'idle'`,
    );
    longestWait = Math.max(longestWait, rows[0].wait);
    if (rows[0].xact > longestTransaction) {
      longestTransaction = rows[0].xact;
      longestQuery = rows[0].query;
    }
    samples += 1;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { longestWait, longestTransaction, longestQuery, samples };
}

/**
 * Single-row UPDATEs during the recomputation, one after the other: of an application, and of
 * the clock of an open application just past the recomputation's cursor (in the batch being
 * written, or the next), the row its transaction holds longest.
 */
async function probeUpdates(pool, done) {
  const app = [];
  const clock = [];
  while (!done()) {
    const { rows } = await pool.query(
      `select a.id from applications a join application_sla s on s.application_id = a.id
       where a.id > (select recompute_cursor from sla_calendar where id = 1) + 0
         and s.stopped_at is null order by a.id offset 200 limit 1`,
    );
    const id = rows[0]?.id;
    if (!id) break;
    let started = performance.now();
    await pool.query('update applications set updated_at = updated_at where id = $1', [id]);
    app.push(performance.now() - started);
    started = performance.now();
    await pool.query('update application_sla set version = version where application_id = $1', [
      id,
    ]);
    clock.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { app: summary(app), clock: summary(clock) };
}

/** List requests one after the other until `done()`. */
async function probeList(url, headers, done) {
  const times = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return summary(times);
}

/** Budget 2: a change of the calendar through the API, timed until every open clock is redone. */
async function recompute(server, pool, admin) {
  const { rows: open } = await pool.query(
    `select count(*)::int as n from applications where deleted_at is null
       and submitted_at is not null and status not in ('completed', 'cancelled')`,
  );
  const before = await (await fetch(`${server.base}/api/sla/calendar/`, { headers: admin })).json();
  const after = { ...before, day_end: before.day_end === '15:00' ? '15:30' : '15:00' };
  let finished = false;
  const done = () => finished;
  const listProbe = probeList(listUrl(server.base, { sla_state: 'breached' }), admin, done);
  const updateProbe = probeUpdates(pool, done);
  const locks = sampleLocks(pool, done);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/sla/calendar/`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(after),
  });
  if (!response.ok) throw new Error(`PUT calendar: ${response.status} ${await response.text()}`);
  const answered = performance.now() - started;
  for (;;) {
    const { rows } = await pool.query(
      'select version, recomputed_version from sla_calendar where id = 1',
    );
    if (rows[0].recomputed_version >= rows[0].version) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const took = (performance.now() - started) / 1000;
  finished = true;
  const [list, updates, sampled] = await Promise.all([listProbe, updateProbe, locks]);
  const { rows: stale } = await pool.query(
    `select count(*)::int as n from application_sla where stopped_at is null
       and version < (select version from sla_calendar where id = 1)`,
  );
  console.log(
    `recompute after PUT /api/sla/calendar/ (day_end ${before.day_end} → ${after.day_end}), ` +
      `${open[0].n.toLocaleString('en')} open applications: ${took.toFixed(1)} s ` +
      `(${verdict(took, 60, 's')}; the PUT answered in ${ms(answered)}; ${stale[0].n} running clocks left on an older version)\n` +
      `  meanwhile: list sla_state=breached one at a time ${figures(list)} (${list.runs} requests)\n` +
      `  single-row UPDATE of an application: ${figures(updates.app)}; of a clock just past the ` +
      `cursor: ${figures(updates.clock)} (${updates.clock.runs} each)\n` +
      `  pg_stat_activity every 100 ms (${sampled.samples} samples): longest lock wait ` +
      `${ms(sampled.longestWait)}, longest open transaction ${ms(sampled.longestTransaction)} ` +
      `("${sampled.longestQuery}…") (budget: no lock held over 1 s)`,
  );
}

/** Budget 2: the escalation job's scans (claims of 200, in transactions rolled back). */
async function escalation(databaseUrl) {
  const [{ claimClocks }, schema] = await Promise.all([
    dist('modules/sla/clock.repository.js'),
    dist('db/schema/index.js'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle({ client: pool, schema });
  const rollback = new Error('rollback');
  try {
    for (const kind of ['breach', 'warning']) {
      const times = [];
      let claimed = 0;
      for (let i = 0; i < 10; i += 1) {
        const started = performance.now();
        await db
          .transaction(async (tx) => {
            claimed = (await claimClocks(tx, kind, new Date(), 200)).length;
            throw rollback;
          })
          .catch((error) => {
            if (error !== rollback) throw error;
          });
        times.push(performance.now() - started);
      }
      const { rows } = await pool.query(
        kind === 'breach'
          ? `select count(*)::int as n from application_sla where stopped_at is null
               and paused_at is null and breach_notified_at is null and due_at <= now()`
          : `select count(*)::int as n from application_sla where stopped_at is null
               and paused_at is null and warned_at is null and warn_at <= now()`,
      );
      const f = summary(times);
      console.log(
        `escalation scan, ${kind} (claim of up to 200, ${rows[0].n} waiting, ${claimed} told), 10 runs: ` +
          `${figures(f)} (${verdict(f.max / 1000, 5, 's')})`,
      );
    }
  } finally {
    await pool.end();
  }
}

/** Budget 3: the working-time answer, beside a trivial signed-in GET, alternating. */
async function due(server, editor) {
  const urls = {
    due: `${server.base}/api/sla/calendar/due/?start=2026-11-29T08:00:00Z&hours=56`,
    profile: `${server.base}/api/profile/`,
  };
  const times = { due: [], profile: [] };
  for (let i = 0; i < 1000; i += 1) {
    for (const key of ['due', 'profile']) {
      const started = performance.now();
      const response = await fetch(urls[key], { headers: editor });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${urls[key]}: ${response.status}`);
      if (i >= 100) times[key].push(performance.now() - started);
    }
  }
  const d = summary(times.due);
  console.log(
    `GET /api/sla/calendar/due/ (56 h), 900 one at a time: ${figures(d)} (${verdict(d.p95, 5, 'ms')}); ` +
      `GET /api/profile/ alternating with it: ${figures(summary(times.profile))}`,
  );
}

async function main() {
  const log = (line) => console.log(line);
  const databaseUrl = await preparePostgres({
    adminUrl: args['admin-url'],
    name: NAME,
    count,
    reset: args.reset,
    log,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    await seedSla(pool, log);
    // A recomputation an earlier run left unfinished is finished (the server's minute job would
    // otherwise do it during the measurements), and the clocks' table vacuumed, so that every
    // run starts from the same settled state.
    const [{ recomputeClocks }, schema] = await Promise.all([
      dist('modules/sla/recompute.js'),
      dist('db/schema/index.js'),
    ]);
    await recomputeClocks(drizzle({ client: pool, schema }));
    await pool.query('vacuum analyze application_sla, application_sla_pauses');
    console.log(`machine: ${machine()}`);
    const mix = await clockMix(pool);
    console.log(
      `PostgreSQL, ${mix.applications.toLocaleString('en')} applications; clocks: ` +
        Object.entries(mix)
          .filter(([k]) => k !== 'applications')
          .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
          .join(', '),
    );
    const server = await startServer({
      port,
      dataDir: join(tmpdir(), `mutabaa-bench-sla-${port}`),
      databaseUrl,
    });
    try {
      const sessions = {
        'bench-admin': await signIn(server.base, email('bench-admin'), BENCH_PASSWORD),
        'bench-editor-6': await signIn(server.base, email('bench-editor-6'), BENCH_PASSWORD),
      };
      const only = new Set(args.only.split(','));
      if (only.has('due')) await due(server, sessions['bench-editor-6']);
      if (only.has('lists')) await lists(server, databaseUrl, sessions);
      if (only.has('escalation')) await escalation(databaseUrl);
      if (only.has('recompute')) {
        await recompute(server, pool, sessions['bench-admin']);
        if (only.has('escalation')) await escalation(databaseUrl);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
  }
  if (args.drop) {
    const admin = new pg.Client({ connectionString: args['admin-url'] });
    await admin.connect();
    await admin.query(`drop database if exists ${NAME} with (force)`);
    await admin.end();
    console.log(`${NAME} dropped`);
  }
}

await main();
