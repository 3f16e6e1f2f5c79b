// The streamed export at scale: the built API exports 100,000 generated applications from
// PostgreSQL as CSV and as XLSX; rows per second, and the server's resident memory sampled
// while it streams (it should stay flat). Beside it, the same keyset batches read by a bare
// `pg` loop: the database's own pace, and the ratio of the two.
// Usage: npm run build && node bench/export.mjs [--count N] [--reset] [--admin-url postgres://…/postgres]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { machine } from './lib/machine.mjs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    reset: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const count = Number(args.count);
const BATCH = 1000;
const TARGET_ROWS_PER_SECOND = 20_000;
const port = 18_900 + (process.pid % 90);
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;

/** The server started by this script: the child whose command runs server.js. */
function serverPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && command.includes('server.js')) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error('server process not found');
}

const rssKib = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Downloads one export, counting bytes and lines, with the server's RSS every 50 ms. */
async function download(url, headers, pid) {
  const samples = [rssKib(pid)];
  const timer = setInterval(() => samples.push(rssKib(pid)), 50);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      firstByte ||= performance.now() - started;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    }
  } finally {
    clearInterval(timer);
  }
  samples.push(rssKib(pid));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, firstByte, bytes, lines, samples };
}

/** The export's query, written out, read in the same keyset batches by a bare pg client. */
async function bareLoop(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  let rows = 0;
  let cursor;
  try {
    for (;;) {
      const params = cursor ? [cursor.key, cursor.id, BATCH] : [BATCH];
      const after = cursor
        ? 'and a.updated_at <= $1::timestamptz and (a.updated_at < $1::timestamptz or a.id < $2)'
        : '';
      const { rows: batch } = await client.query(
        `select a.id, a.updated_at::text as key, a.reference_number, a.transaction_id, a.title,
                coalesce(nullif(c.full_name, ''), c.email) as client_name, a.client_email,
                a.transaction_type, a.status, a.priority,
                coalesce(nullif(u.full_name, ''), u.email) as assignee_name, a.department,
                a.due_date, a.tags, a.created_at, a.updated_at
         from applications a
         left join users c on c.id = a.client_id
         left join users u on u.id = a.assigned_to_id
         where a.deleted_at is null ${after}
         order by a.updated_at desc, a.id desc limit $${params.length}`,
        params,
      );
      rows += batch.length;
      if (batch.length < BATCH) break;
      const last = batch[batch.length - 1];
      cursor = { key: last.key, id: last.id };
    }
  } finally {
    await client.end();
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

function report(label, result, rows, bare) {
  const { samples } = result;
  const start = samples[0];
  const peak = Math.max(...samples);
  const rate = rows / result.seconds;
  console.log(
    `${label}: ${rows} rows in ${result.seconds.toFixed(2)} s = ${rate.toFixed(0)} rows/s ` +
      `(target > ${TARGET_ROWS_PER_SECOND}; ratio to the bare loop ${(rate / (bare.rows / bare.seconds)).toFixed(2)}), ` +
      `${(result.bytes / 2 ** 20).toFixed(1)} MiB, first byte after ${result.firstByte.toFixed(0)} ms`,
  );
  const quarter = (q) => samples[Math.floor(q * (samples.length - 1))];
  console.log(
    `  server RSS: ${mib(start)} before, ${mib(quarter(0.25))} / ${mib(quarter(0.5))} / ` +
      `${mib(quarter(0.75))} at 1/4, 1/2, 3/4, ${mib(samples.at(-1))} after, peak ${mib(peak)} ` +
      `(+${mib(peak - start)}; ${samples.length} samples)`,
  );
}

console.log(`Machine: ${machine()}`);
const databaseUrl = await preparePostgres({
  adminUrl: args['admin-url'],
  name: 'mutabaa_bench_export',
  count,
  reset: args.reset,
  log: (line) => console.log(line),
});
const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-export-'));
const server = await startServer({ port, dataDir, databaseUrl });
try {
  const pid = serverPid();
  const headers = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const url = (format, query = '') =>
    `${server.base}/api/transactions/export/?format=${format}${query}`;
  // Warm the code paths on a small export first.
  await download(url('csv', '&status=draft'), headers, pid);
  await download(url('xlsx', '&status=draft'), headers, pid);

  const bare = await bareLoop(databaseUrl);
  console.log(
    `Bare pg loop, same SQL and batches of ${BATCH}: ${bare.rows} rows in ${bare.seconds.toFixed(2)} s = ` +
      `${(bare.rows / bare.seconds).toFixed(0)} rows/s`,
  );
  const csv = await download(url('csv'), headers, pid);
  const rows = csv.lines - 1;
  if (rows !== bare.rows) throw new Error(`CSV has ${rows} rows, the database ${bare.rows}`);
  report('CSV export', csv, rows, bare);
  const xlsx = await download(url('xlsx'), headers, pid);
  report('XLSX export', xlsx, rows, bare);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
