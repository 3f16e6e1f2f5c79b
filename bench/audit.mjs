// The audit trail at scale (issue 13 budgets) on PostgreSQL with 1,000,000 hash-chained
// entries, against the built app (`npm run build`), each figure beside the same SQL run
// directly:
// (a) GET /api/audit-logs/?<filters>: a page with its count, one request at a time, p95 < 30 ms
//     (the text search, which no index serves, reported on its own);
// (b) GET /api/audit-logs/export/?format=csv|xlsx: > 20,000 entries/s, the server's memory flat;
// (c) GET /api/audit-logs/verify/ over the whole chain: < 10 s;
// (d) an audit entry written with a small change adds < 1 ms at p95 (one writer, and four).
// Usage: npm run build && node bench/audit.mjs [--count 1000000] [--actors 200] [--runs 200]
//        [--search-runs 30] [--verify-runs 3] [--writes 1000] [--writers 4] [--port 8221]
//        [--reset] [--drop] [--explain] [--admin-url postgres://…/postgres]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ZAuditLogListQuery } from '@mutabaa/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { benchPasswordHash, DEFAULT_ADMIN_URL, databaseUrl as urlOf } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD, seedBenchUsers } from './lib/seed-applications.mjs';
import { insertAuditEntries, officeAddress } from './lib/seed-audit.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    actors: { type: 'string', default: '200' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'search-runs': { type: 'string', default: '30' },
    'verify-runs': { type: 'string', default: '3' },
    writes: { type: 'string', default: '1000' },
    writers: { type: 'string', default: '4' },
    port: { type: 'string', default: '8221' },
    reset: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const COUNT = Number(args.count);
const ACTORS = Number(args.actors);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const SEARCH_RUNS = Number(args['search-runs']);
const VERIFY_RUNS = Number(args['verify-runs']);
const WRITES = Number(args.writes);
const WRITERS = Number(args.writers);
const DATABASE = 'mutabaa_bench_audit';
// Entries per statement (and transaction) of the load: the chain trigger's work at commit grows
// faster than the number of entries in one transaction.
const SEED_BATCH = 500;
const EXPORT_BATCH = 2000;
const LIST_BUDGET_MS = 30;
const EXPORT_BUDGET = 20_000;
const VERIFY_BUDGET_MS = 10_000;
const WRITE_BUDGET_MS = 1;
const DAY = 86_400_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
const log = (line) => console.log(line);
const ms = (v) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
const int = (n) => Number(n).toLocaleString('en');
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** p50, p95, p99 and max of a list of milliseconds. */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1), runs: sorted.length };
}

const rssKib = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * A drizzle database of the app's schema on a pool that records every statement sent with its
 * parameters: the app's own query functions run on it give "the same SQL" to run directly.
 */
async function recorder(url) {
  const schema = await dist('db/schema/index.js');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const statements = [];
  const send = pool.query.bind(pool);
  pool.query = (config, values, ...rest) => {
    const text = typeof config === 'string' ? config : config.text;
    const params = (typeof config === 'string' ? undefined : config.values) ?? values;
    statements.push({ text, values: Array.isArray(params) ? params : [] });
    return send(config, values, ...rest);
  };
  return { db: drizzle({ client: pool, schema }), statements, end: () => pool.end() };
}

/** Creates (with --reset, recreates) the benchmark's own database; returns its URL. */
async function createDatabase() {
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  try {
    if (args.reset) await admin.query(`drop database if exists ${DATABASE} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return urlOf(args['admin-url'], DATABASE);
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
  log(`${DATABASE} dropped`);
}

/** The accounts (admin, editors, clients) and COUNT entries through the chain trigger. */
async function seed(db) {
  const editors = 30;
  const users = await seedBenchUsers(db, {
    editors,
    clients: ACTORS - editors - 1,
    passwordHash: await benchPasswordHash(),
  });
  const actors = [users.admin, ...users.editors, ...users.clients];
  const { rows } = await db.query('select count(*)::int as n from audit_logs');
  const have = rows[0].n;
  if (have >= COUNT) {
    log(`${DATABASE}: ${int(have)} audit entries already there`);
  } else {
    if (have > 0) throw new Error(`${DATABASE} holds ${have} audit entries; use --reset`);
    const end = new Date();
    let spent = 0;
    for (let from = 1; from <= COUNT; from += SEED_BATCH) {
      const to = Math.min(COUNT, from + SEED_BATCH - 1);
      spent += await insertAuditEntries(db, { from, to, total: COUNT, actors, end });
      if (to % (COUNT / 10) < SEED_BATCH || to === COUNT) {
        log(
          `  ${int(to)} / ${int(COUNT)} entries chained by the trigger, ${(spent / 1000).toFixed(0)} s`,
        );
      }
    }
    log(
      `  inserted in ${(spent / 1000).toFixed(1)} s (${int(Math.round(COUNT / (spent / 1000)))} ` +
        `entries/s, one statement per ${int(SEED_BATCH)}, the chain trigger on)`,
    );
  }
  const started = performance.now();
  await db.query('vacuum analyze audit_logs, audit_chain_head, users');
  log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return actors;
}

/** The two statements of one list request, as the app's listAuditLogs sends them. */
async function captureList(url, query) {
  const { listAuditLogs } = await dist('modules/audit-logs/audit-queries.repository.js');
  const { page, page_size: pageSize, ...filters } = ZAuditLogListQuery.parse(query);
  const rec = await recorder(url);
  try {
    await listAuditLogs(rec.db, filters, page, pageSize);
  } finally {
    await rec.end();
  }
  return rec.statements;
}

/** Times `statements` sent one after the other on one client, `runs` times after `warmup`. */
async function sqlTimes(client, statements, { runs, warmup }) {
  const times = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const started = performance.now();
    for (const s of statements) await client.query(s.text, s.values);
    if (i >= warmup) times.push(performance.now() - started);
  }
  return stats(times);
}

async function explain(client, statements) {
  for (const s of statements) {
    const { rows } = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
    log(rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
  }
}

/** (a) one filtered page with its count, through the API and as the same SQL. */
async function listPages(ctx, filters, { runs, warmup, search }) {
  const { base, headers, url, client } = ctx;
  let worst = 0;
  for (const [label, query] of filters) {
    const qs = new URLSearchParams(query).toString();
    const target = `${base}/api/audit-logs/?${qs}`;
    const first = await (await fetch(target, { headers })).json();
    const api = await sequential(target, headers, { runs, warmup });
    const statements = await captureList(url, query);
    const sql = await sqlTimes(client, statements, { runs, warmup });
    if (!search) worst = Math.max(worst, api.p95);
    const pass = api.p95 < LIST_BUDGET_MS;
    log(
      `  ${label} [${qs || 'no filter'}]: ${first.count_capped ? `${int(first.count)}+` : int(first.count)} ` +
        `entries\n    API p50 ${ms(api.p50)}, p95 ${ms(api.p95)}, max ${ms(api.max)}; SQL (count + page) ` +
        `p50 ${ms(sql.p50)}, p95 ${ms(sql.p95)}; API/SQL p50 ${(api.p50 / sql.p50).toFixed(2)}, ` +
        `p95 ${(api.p95 / sql.p95).toFixed(2)} — ${search ? (pass ? 'within' : 'over') + ' 30 ms' : verdict(pass)}`,
    );
    if (args.explain || !pass) await explain(client, statements);
  }
  return worst;
}

/** One export downloaded, counting bytes and lines, with the server's RSS every 50 ms. */
async function download(target, headers, pid) {
  const samples = [rssKib(pid)];
  const timer = setInterval(() => samples.push(rssKib(pid)), 50);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(target, { headers });
    if (!response.ok) throw new Error(`${target}: ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      firstByte ||= performance.now() - started;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    }
  } finally {
    clearInterval(timer);
  }
  samples.push(rssKib(pid));
  return { seconds: (performance.now() - started) / 1000, firstByte, bytes, lines, samples };
}

/**
 * The export's batches as the same SQL: the app's auditBatch statement (captured) read by one
 * `pg` client, newest first, EXPORT_BATCH entries at a time by `seq`.
 */
async function bareExport(url, client, query) {
  const [{ auditBatch, auditConditions }, { ZAuditLogFilters }] = await Promise.all([
    dist('modules/audit-logs/audit-queries.repository.js'),
    import('@mutabaa/shared'),
  ]);
  const where = auditConditions(ZAuditLogFilters.parse(query));
  const rec = await recorder(url);
  try {
    const first = await auditBatch(rec.db, where, undefined, EXPORT_BATCH);
    await auditBatch(rec.db, where, first.at(-1)?.seq ?? 1, EXPORT_BATCH);
  } finally {
    await rec.end();
  }
  const [firstSql, nextSql] = rec.statements;
  const started = performance.now();
  let rows = 0;
  let statement = firstSql;
  for (;;) {
    const { rows: batch, fields } = await client.query({
      text: statement.text,
      values: statement.values,
      rowMode: 'array',
    });
    rows += batch.length;
    if (batch.length < EXPORT_BATCH) break;
    // The cursor (the last entry's seq) is the parameter before the limit.
    const values = [...nextSql.values];
    values[values.length - 2] = batch.at(-1)[fields.findIndex((f) => f.name === 'seq')];
    statement = { text: nextSql.text, values };
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

function reportExport(label, result, rows, bare) {
  const { samples } = result;
  const rate = rows / result.seconds;
  const bareRate = bare.rows / bare.seconds;
  const quarter = (q) => samples[Math.floor(q * (samples.length - 1))];
  const peak = Math.max(...samples);
  log(
    `  ${label}: ${int(rows)} entries in ${result.seconds.toFixed(2)} s = ${int(Math.round(rate))} ` +
      `entries/s (${(result.bytes / 2 ** 20).toFixed(0)} MiB, first byte ${result.firstByte.toFixed(0)} ms); ` +
      `SQL ${int(Math.round(bareRate))}/s, ratio ${(rate / bareRate).toFixed(2)} — ${verdict(rate > EXPORT_BUDGET)}\n` +
      `    server RSS ${mib(samples[0])} before, ${mib(quarter(0.25))} / ${mib(quarter(0.5))} / ` +
      `${mib(quarter(0.75))} at 1/4, 1/2, 3/4, ${mib(samples.at(-1))} after, peak ${mib(peak)} ` +
      `(+${mib(peak - samples[0])}; ${samples.length} samples)`,
  );
}

/** (b) the export of all entries and of a filtered part, CSV and XLSX. */
async function exports(ctx, filtered) {
  const { base, headers, url, client, pid } = ctx;
  const target = (format, query = {}) =>
    `${base}/api/audit-logs/export/?${new URLSearchParams({ format, ...query })}`;
  const warm = { actor: String(ctx.actors.at(-1).id) };
  await download(target('csv', warm), headers, pid);
  await download(target('xlsx', warm), headers, pid);
  for (const [label, query] of [
    ['all entries', {}],
    [`filtered (${new URLSearchParams(filtered)})`, filtered],
  ]) {
    const bare = await bareExport(url, client, query);
    log(
      ` ${label}: the same SQL in batches of ${EXPORT_BATCH}: ${int(bare.rows)} entries in ` +
        `${bare.seconds.toFixed(2)} s = ${int(Math.round(bare.rows / bare.seconds))} entries/s`,
    );
    const csv = await download(target('csv', query), headers, pid);
    const rows = csv.lines - 1;
    if (rows < bare.rows) throw new Error(`the CSV has ${rows} entries, the database ${bare.rows}`);
    reportExport('CSV', csv, rows, bare);
    reportExport('XLSX', await download(target('xlsx', query), headers, pid), bare.rows, bare);
  }
}

/** (c) the whole chain verified through the API, and checkChain's SQL in the same snapshot mode. */
async function verify(ctx) {
  const { base, headers, url, client } = ctx;
  const { checkChain } = await dist('modules/audit-logs/audit-queries.repository.js');
  const rec = await recorder(url);
  try {
    await checkChain(rec.db);
  } finally {
    await rec.end();
  }
  const [check] = rec.statements;
  const api = [];
  const sql = [];
  let answer;
  for (let i = 0; i < VERIFY_RUNS; i += 1) {
    let started = performance.now();
    const response = await fetch(`${base}/api/audit-logs/verify/`, { headers });
    answer = await response.json();
    api.push(performance.now() - started);
    if (!response.ok || !answer.ok) throw new Error(`verify: ${JSON.stringify(answer)}`);
    started = performance.now();
    await client.query('begin isolation level repeatable read read only');
    await client.query(check.text, check.values);
    await client.query('commit');
    sql.push(performance.now() - started);
  }
  const a = stats(api);
  const s = stats(sql);
  log(
    `  ok: ${answer.ok}, ${int(answer.checked)} entries checked ("${answer.detail}")\n` +
      `  API ${api.map((t) => ms(t)).join(', ')}; SQL ${sql.map((t) => ms(t)).join(', ')}; ` +
      `API/SQL ${(a.p50 / s.p50).toFixed(2)} — ${verdict(a.max < VERIFY_BUDGET_MS)} (< 10 s)`,
  );
  if (args.explain) await explain(client, [check]);
}

/**
 * One small change (a setting's value) in its own transaction, with or without the audit entry
 * the app writes with it; the milliseconds of the whole transaction, of the INSERT and of the
 * COMMIT (where the entry is chained, under the chain's lock).
 */
async function change(client, { key, adminId, value, audited }) {
  const started = performance.now();
  await client.query('begin');
  await client.query(
    `update settings set value = $1::jsonb, updated_by = $2, updated_at = now() where key = $3`,
    [JSON.stringify(value), adminId, key],
  );
  let insert = 0;
  if (audited) {
    const t = performance.now();
    await client.query(
      `insert into audit_logs (actor_id, action, entity_type, entity_id, changes, ip, user_agent)
       values ($1, 'setting.updated', 'setting', $2, $3::jsonb, $4, $5)`,
      [
        adminId,
        key,
        JSON.stringify({ from: value - 1, to: value }),
        '188.48.7.11',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0',
      ],
    );
    insert = performance.now() - t;
  }
  const committing = performance.now();
  await client.query('commit');
  const done = performance.now();
  return { total: done - started, insert, commit: done - committing };
}

/** (d) the cost of the audit entry: one writer alternating, then WRITERS at once. */
async function writes(ctx) {
  const { url, adminId, db } = ctx;
  const keys = Array.from({ length: WRITERS }, (_, n) => `BENCH_AUDIT_PROBE_${n + 1}`);
  await db.query(
    `insert into settings (key, value) select k, '0'::jsonb from unnest($1::text[]) as k
     on conflict do nothing`,
    [keys],
  );
  const clients = await Promise.all(
    keys.map(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const line = (label, s) => `${label} p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}`;
  try {
    const plain = { total: [], commit: [] };
    const audited = { total: [], commit: [], insert: [] };
    for (let i = 0; i < 100 + 2 * WRITES; i += 1) {
      const withAudit = i % 2 === 1;
      const r = await change(clients[0], { key: keys[0], adminId, value: i, audited: withAudit });
      if (i < 100) continue;
      const into = withAudit ? audited : plain;
      into.total.push(r.total);
      into.commit.push(r.commit);
      if (withAudit) into.insert.push(r.insert);
    }
    const p = stats(plain.total);
    const a = stats(audited.total);
    log(
      `  one writer, ${int(WRITES)} transactions each way, alternating (UPDATE of one setting, ` +
        `commit; the same with one audit INSERT):\n` +
        `    ${line('without', p)}\n    ${line('with   ', a)}\n` +
        `    ${line('the INSERT', stats(audited.insert))}; ${line('COMMIT without', stats(plain.commit))}; ` +
        `${line('with', stats(audited.commit))}\n` +
        `    added: p50 ${ms(a.p50 - p.p50)}, p95 ${ms(a.p95 - p.p95)} — ` +
        `${verdict(a.p95 - p.p95 < WRITE_BUDGET_MS)} (< ${WRITE_BUDGET_MS} ms at p95)`,
    );

    const perWriter = Math.ceil(WRITES / WRITERS);
    const together = async (withAudit) => {
      const totals = [];
      const commits = [];
      const started = performance.now();
      await Promise.all(
        clients.map(async (c, n) => {
          for (let i = 0; i < perWriter; i += 1) {
            const r = await change(c, { key: keys[n], adminId, value: i, audited: withAudit });
            totals.push(r.total);
            commits.push(r.commit);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return { s: stats(totals), rate: totals.length / seconds, commits: stats(commits) };
    };
    await together(false);
    const cp = await together(false);
    const ca = await together(true);
    log(
      `  ${WRITERS} writers at once, ${int(perWriter)} transactions each, each its own setting:\n` +
        `    ${line('without', cp.s)}, ${int(Math.round(cp.rate))} transactions/s\n` +
        `    ${line('with   ', ca.s)}, ${int(Math.round(ca.rate))} transactions/s\n` +
        `    ${line('COMMIT without', cp.commits)}; ${line('with (the chain at commit)', ca.commits)}\n` +
        `    added: p50 ${ms(ca.s.p50 - cp.s.p50)}, p95 ${ms(ca.s.p95 - cp.s.p95)}; throughput ` +
        `${(ca.rate / cp.rate).toFixed(2)}× (audited commits take the chain's lock in turn)`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await db.query('delete from settings where key = any($1::text[])', [keys]);
  }
}

log(`Machine: ${machine()}`);
const url = await createDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-audit-'));
const db = new pg.Pool({ connectionString: url, max: 2 });
let server;
try {
  const { rows: version } = await db.query(
    `select current_setting('server_version') as v, current_setting('shared_buffers') as sb,
       current_setting('synchronous_commit') as sc`,
  );
  log(
    `PostgreSQL ${version[0].v} (shared_buffers ${version[0].sb}, synchronous_commit ` +
      `${version[0].sc}), database ${DATABASE}`,
  );
  // The app migrates its database when it starts: the first start creates the tables.
  server = await startServer({ port: Number(args.port), dataDir, databaseUrl: url });
  const actors = await seed(db);
  const { rows: sizes } = await db.query(
    `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
       pg_total_relation_size('audit_logs') as bytes, pg_relation_size('audit_logs') as heap
     from audit_logs`,
  );
  const size = sizes[0];
  log(
    `Data: ${int(size.n)} audit entries by ${actors.length} accounts, ${size.first.toISOString().slice(0, 10)} ` +
      `to ${size.last.toISOString().slice(0, 10)}; table ${int(Math.round(size.heap / 2 ** 20))} MiB, ` +
      `with its indexes ${int(Math.round(size.bytes / 2 ** 20))} MiB`,
  );
  const headers = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ctx = {
    base: server.base,
    headers,
    url,
    client,
    db,
    pid: server.pid,
    actors,
    adminId: actors[0].id,
  };
  try {
    log(`\n(c) GET /api/audit-logs/verify/, ${VERIFY_RUNS} times, beside checkChain's SQL`);
    await verify(ctx);

    const lastDay = size.last.getTime();
    const day = (t) => new Date(t).toISOString().slice(0, 10);
    const monthAgoYear = {
      created_at_after: day(lastDay - 365 * DAY),
      created_at_before: day(lastDay - 336 * DAY),
    };
    const { rows: busy } = await db.query(
      `select entity_id from audit_logs where entity_type = 'application' and entity_id is not null
         and seq between $1 and $1 + 20000
       group by entity_id order by count(*) desc limit 1`,
      [Math.floor(size.n / 2)],
    );
    const editor = actors[1];
    const client57 = actors.find((a) => a.email.startsWith('bench-client-57@'));
    log(
      `\n(a) GET /api/audit-logs/ (page 1 of 20 unless told), ${RUNS} requests each after ` +
        `${WARMUP}, beside the count and page statements captured from the app, sent one after ` +
        `the other on one connection`,
    );
    const worst = await listPages(
      ctx,
      [
        ['no filter', {}],
        ['no filter, page 50', { page: '50' }],
        ['an editor', { actor: String(editor.id) }],
        ['a client', { actor: String(client57.id) }],
        ['a common action', { action: 'application.status_changed' }],
        ['a rare action', { action: 'user.deactivated' }],
        ['one application', { entity_type: 'application', entity_id: busy[0].entity_id }],
        ['an address', { ip: officeAddress(actors, 1) }],
        ['a month a year ago', monthAgoYear],
        ['that month, one action', { ...monthAgoYear, action: 'application.created' }],
        ['that month, an editor', { ...monthAgoYear, actor: String(editor.id) }],
      ],
      { runs: RUNS, warmup: WARMUP },
    );
    log(`  worst p95 of the filters: ${ms(worst)} — ${verdict(worst < LIST_BUDGET_MS)} (< 30 ms)`);
    log(`\n  The text search (no index serves it), ${SEARCH_RUNS} requests each after 3:`);
    await listPages(
      ctx,
      [
        ['a word in many titles', { search: 'ترخيص' }],
        ["one client's e-mail", { search: 'bench-client-57@' }],
        ['a term no entry holds', { search: 'لا يوجد مثله' }],
        ['a word within one action', { search: 'ترخيص', action: 'application.created' }],
      ],
      { runs: SEARCH_RUNS, warmup: 3, search: true },
    );

    log(`\n(b) GET /api/audit-logs/export/ (the server's RSS every 50 ms)`);
    await exports(ctx, { action: 'application.status_changed' });

    log(`\n(d) Writing an audit entry with a change`);
    await writes(ctx);
  } finally {
    await client.end();
  }
  log(`\nMachine after: ${machine()}`);
} finally {
  await server?.stop();
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
  if (args.drop) await dropDatabase();
}
