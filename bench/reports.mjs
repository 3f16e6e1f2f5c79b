// Reports at scale (issue budget) on PostgreSQL with 1,000,000 generated applications and their
// status history, against the built app (`npm run build`), one request at a time:
// (a) GET /api/reports/summary/ for the last twelve months by month, as the admin;
// (b) the same for a custom range by day (the last 90 days), as the admin;
// (c) the last twelve months by month over an editor's scope (the median editor).
// Usage: npm run build && node bench/reports.mjs [--count 1000000] [--runs 50] [--reset]
//        [--admin-url postgres://…/postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { seedBenchHistory } from './lib/seed-history.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    reset: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const COUNT = Number(args.count);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const DATABASE = 'mutabaa_bench_reports';
const port = 19_300 + (process.pid % 90);
const ms = (v) => `${v.toFixed(1)} ms`;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

console.log(machine());
const databaseUrl = await preparePostgres({
  adminUrl: args['admin-url'],
  name: DATABASE,
  count: COUNT,
  reset: args.reset,
  log: (line) => console.log(line),
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const started = performance.now();
const written = await seedBenchHistory(db, {
  onProgress: (done, of) => process.stdout.write(`\rhistory: ${done} of ${of} applications`),
});
if (written)
  console.log(
    `\nhistory: ${written.toLocaleString('en')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
const { rows: sizes } = await db.query(
  `select (select count(*) from applications)::int as applications,
          (select count(*) from application_history)::int as history`,
);
console.log(
  `Data: ${sizes[0].applications.toLocaleString('en')} applications, ` +
    `${sizes[0].history.toLocaleString('en')} history entries`,
);
// Freshly counted tables have no visibility map yet, which index-only reads need.
await db.query(
  'vacuum analyze report_created, report_completed, report_durations, report_open_due, report_flow, report_exits, application_counters',
);
const { rows: editors } = await db.query(
  `select u.email from users u where u.role = 'editor' order by u.email`,
);
await db.end();

const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-reports-'));
const server = await startServer({ port, dataDir, databaseUrl });
try {
  const admin = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const median = editors[Math.floor(editors.length / 2)].email;
  const editor = await signIn(server.base, median, BENCH_PASSWORD);
  const yearStart = (() => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
      .toISOString()
      .slice(0, 10);
  })();
  const cases = [
    [
      '(a) admin, last twelve months by month',
      admin,
      `created_at_after=${yearStart}&created_at_before=${day(0)}&interval=month`,
      200,
    ],
    [
      '(b) admin, the last 90 days by day',
      admin,
      `created_at_after=${day(-89)}&created_at_before=${day(0)}&interval=day`,
      300,
    ],
    [
      `(c) ${median.split('@')[0]}'s scope, last twelve months by month`,
      editor,
      `created_at_after=${yearStart}&created_at_before=${day(0)}&interval=month`,
      100,
    ],
    // No budget: a type, priority or department reads the matching applications and their
    // history rather than the aggregates.
    [
      '(d) admin, last twelve months by month, one priority',
      admin,
      `created_at_after=${yearStart}&created_at_before=${day(0)}&interval=month&priority=high`,
      null,
    ],
    [
      '(e) admin, last twelve months by month, one type',
      admin,
      `created_at_after=${yearStart}&created_at_before=${day(0)}&interval=month&transaction_type=license`,
      null,
    ],
    [
      `(f) ${median.split('@')[0]}'s scope, last twelve months by month, one priority`,
      editor,
      `created_at_after=${yearStart}&created_at_before=${day(0)}&interval=month&priority=high`,
      null,
    ],
  ];
  for (const [label, headers, query, budget] of cases) {
    const url = `${server.base}/api/reports/summary/?${query}`;
    const first = await (await fetch(url, { headers })).json();
    const runs = budget === null ? Math.min(RUNS, 10) : RUNS;
    const warmup = budget === null ? Math.min(WARMUP, 2) : WARMUP;
    const r = await sequential(url, headers, { runs, warmup });
    console.log(
      `${label}: ${first.totals.created.toLocaleString('en')} created, ` +
        `${first.totals.completed.toLocaleString('en')} completed — p50 ${ms(r.p50)}, ` +
        `p95 ${ms(r.p95)}, max ${ms(r.max)} (${r.runs} requests)` +
        (budget === null
          ? ' — no budget'
          : ` — ${r.p95 < budget ? 'PASS' : 'FAIL'} (p95 < ${budget} ms)`),
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
