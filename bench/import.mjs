// The bulk import at scale (issue 14 budgets), against the built app (`npm run build`):
// (a) PostgreSQL: a 100,000-row xlsx checked in under 30 s and committed in under 60 s, the
//     server's memory under 300 MB throughout;
// (b) PGlite: a 10,000-row xlsx checked and imported in under 15 s (measured from the upload's
//     first byte to `completed`: upload + check + commit, the mapping step's wait left out).
// Each file is generated as a stream (Arabic header, mixed Arabic and English titles, type and
// priority by their Arabic or English labels, existing clients' e-mails, due dates, tags, unique
// external references, departments in use), uploaded, checked and committed through the API
// as the wizard does it, each phase timed from its request to the status that ends it (polled
// every 100 ms), with the server's VmRSS sampled every 100 ms.
// Usage: npm run build && node bench/import.mjs [--rows 100000] [--pglite-rows 10000]
//        [--only postgres|pglite] [--existing 10000] [--clients 300] [--port 8224]
//        [--admin-url postgres://…/postgres]
import { mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { benchPasswordHash, DEFAULT_ADMIN_URL, databaseUrl as urlOf } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD, loadBenchData } from './lib/seed-applications.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    'pglite-rows': { type: 'string', default: '10000' },
    only: { type: 'string' },
    existing: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '300' },
    port: { type: 'string', default: '8224' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
if (args.only && !['postgres', 'pglite'].includes(args.only)) {
  throw new Error('--only takes postgres or pglite');
}
const EXISTING = Number(args.existing);
const CLIENTS = Number(args.clients);
const PORT = Number(args.port);
const DATABASE = 'mutabaa_bench_import';
const POLL_MS = 100;
const SAMPLE_MS = 100;
const MB = 1_000_000;
const BUDGET = {
  postgres: { check: 30, commit: 60, rssBytes: 300 * MB },
  pglite: { total: 15 },
};
const DAY = 86_400_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
const log = (line) => console.log(line);
const int = (n) => Math.round(n).toLocaleString('en');
const secs = (s) => `${s.toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const verdict = (ok) => (ok ? 'met' : 'NOT MET');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The file's columns: the template's Arabic headers and the field each fills.
const COLUMNS = [
  ['العنوان', 'title', 48],
  ['الوصف', 'description', 30],
  ['النوع', 'transaction_type', 12],
  ['الأولوية', 'priority', 10],
  ['البريد الإلكتروني للعميل', 'client_email', 34],
  ['تاريخ الاستحقاق', 'due_date', 14],
  ['الوسوم', 'tags', 20],
  ['المرجع الخارجي', 'external_reference_id', 20],
  ['القسم', 'department', 16],
];
const MAPPING = Object.fromEntries(COLUMNS.map(([header, field]) => [header, field]));

// Types and priorities as people write them: mostly the Arabic label, some the English one.
const TYPES = ['ترخيص', 'تصريح', 'شهادة', 'تجديد', 'شكوى', 'طلب عام', 'License', 'Permit'];
const PRIORITIES = ['عادية', 'عادية', 'عالية', 'منخفضة', 'عاجلة', 'Normal', 'High', 'Urgent'];
const AR_SUBJECTS = [
  'طلب ترخيص تجاري',
  'تجديد سجل تجاري',
  'تصريح بناء',
  'شهادة إتمام أعمال',
  'اعتراض على مخالفة',
  'ترخيص لوحة إعلانية',
  'تعديل بيانات منشأة',
];
const EN_WORDS = ['Riyadh HQ', 'Jeddah branch', 'Block B', 'Phase 2', 'Unit 14', 'Tower A'];
const EN_SUBJECTS = [
  'Commercial licence request',
  'Building permit',
  'Completion certificate',
  'Billboard licence',
];
const AR_PLACES = ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة', 'أبها'];
const TAGS = ['vip', 'تجديد سنوي', 'مستندات ناقصة', 'الفرع الرئيسي', 'import', 'zakat'];

/** mulberry32: the same file on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Writes `rows` data rows as an xlsx through exceljs's streaming writer, with shared strings as
 * Excel itself writes them. Returns the file's size in bytes.
 */
async function writeXlsx(file, rows, { clients, departments, tag }) {
  const rnd = random(rows);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('الطلبات', { views: [{ rightToLeft: true }] });
  sheet.columns = COLUMNS.map(([header, field, width]) => ({
    header,
    key: field,
    width,
    ...(field === 'due_date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  const today = Date.UTC(2026, 10, 1);
  for (let i = 1; i <= rows; i += 1) {
    const arabic = rnd() < 0.6;
    const title = arabic
      ? `${pick(AR_SUBJECTS)} - ${pick(EN_WORDS)} ${i}`
      : `${pick(EN_SUBJECTS)} - ${pick(AR_PLACES)} ${i}`;
    const tags = rnd() < 0.5 ? [pick(TAGS), pick(TAGS)].join('، ') : rnd() < 0.5 ? pick(TAGS) : '';
    sheet
      .addRow([
        title,
        rnd() < 0.3 ? 'نقل من النظام السابق مع المرفقات الورقية.' : '',
        pick(TYPES),
        pick(PRIORITIES),
        clients[Math.floor(rnd() * clients.length)],
        new Date(today + Math.floor(rnd() * 365) * DAY),
        tags,
        `EXT-${tag}-${String(i).padStart(6, '0')}`,
        pick(departments),
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return statSync(file).size;
}

/**
 * The server's VmRSS every SAMPLE_MS, the peak kept for the phase under way (`phase(name)`
 * starts one).
 */
function rssSampler(pid) {
  const read = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const peaks = new Map();
  let current = 'idle';
  const sample = () => {
    try {
      const bytes = read();
      peaks.set(current, Math.max(peaks.get(current) ?? 0, bytes));
    } catch {
      // the server has exited
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    phase(name) {
      sample();
      current = name;
      sample();
    },
    peak: (name) => peaks.get(name) ?? 0,
    overall: () => Math.max(...peaks.values()),
    stop() {
      sample();
      clearInterval(timer);
    },
  };
}

/**
 * The signed-in editor: `auth` is the Authorization header, `renew()` signs in again (an
 * access token lasts 15 minutes, less than a slow commit).
 */
async function session(base) {
  const email = `bench-editor-1@${BENCH_EMAIL_DOMAIN}`;
  const current = { base, auth: await signIn(base, email, BENCH_PASSWORD) };
  current.renew = async () => {
    current.auth = await signIn(base, email, BENCH_PASSWORD);
  };
  return current;
}

/** A request to the API, signed in again once if the token expired; the answer. */
async function send(user, path, init) {
  const request = () =>
    fetch(`${user.base}/api${path}`, {
      ...init,
      headers: { ...user.auth, 'accept-language': 'en', ...init.headers },
    });
  let response = await request();
  if (response.status === 401) {
    await user.renew();
    response = await request();
  }
  return response;
}

/** A JSON request to the API; throws unless it answers `expect`. */
async function call(user, method, path, body, expect = 200) {
  const response = await send(user, path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== expect) {
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 2000)}`);
  }
  return JSON.parse(text);
}

/** Polls GET {id}/ until its status is one of `ends`; returns the import and the polls made. */
async function waitFor(user, id, ends) {
  let polls = 0;
  for (;;) {
    const current = await call(user, 'GET', `/transactions/import/${id}/`);
    polls += 1;
    if (ends.includes(current.status)) return { current, polls };
    await sleep(POLL_MS);
  }
}

/** Upload, check, commit of `file` through the API; the seconds and peak RSS of each phase. */
async function importFile(server, user, file, rows) {
  const rss = rssSampler(server.pid);
  const result = { rss: {} };
  try {
    await sleep(500);
    const idle = rss.peak('idle');
    result.rss.idle = idle;

    rss.phase('upload');
    let started = performance.now();
    const form = new FormData();
    form.append('file', await openAsBlob(file), `import-${rows}.xlsx`);
    const response = await send(user, '/transactions/import/upload/', {
      method: 'POST',
      body: form,
    });
    const uploaded = await response.json();
    if (response.status !== 201) {
      throw new Error(`upload: ${response.status} ${JSON.stringify(uploaded)}`);
    }
    result.upload = (performance.now() - started) / 1000;
    if (uploaded.row_count !== rows) {
      throw new Error(`upload counted ${uploaded.row_count} rows, the file has ${rows}`);
    }
    const suggested = COLUMNS.filter(([h, f]) => uploaded.suggested_mapping[h] !== f);
    if (suggested.length) {
      log(`  (the suggested mapping differs for ${suggested.map(([h]) => h).join(', ')})`);
    }
    const { id } = uploaded;

    rss.phase('check');
    started = performance.now();
    await call(
      user,
      'POST',
      `/transactions/import/${id}/check/`,
      { mapping: MAPPING, options: { new_departments: false } },
      202,
    );
    const checked = await waitFor(user, id, ['checked', 'failed', 'cancelled']);
    result.check = (performance.now() - started) / 1000;
    const { current: afterCheck } = checked;
    if (afterCheck.status !== 'checked' || afterCheck.valid_rows !== rows) {
      throw new Error(
        `check ended ${afterCheck.status} with ${afterCheck.valid_rows} valid and ` +
          `${afterCheck.error_rows} with problems (${afterCheck.failure ?? ''}); first problems: ` +
          JSON.stringify(afterCheck.errors.slice(0, 5)),
      );
    }

    rss.phase('commit');
    started = performance.now();
    await call(user, 'POST', `/transactions/import/${id}/commit/`, null, 202);
    const committed = await waitFor(user, id, ['completed', 'failed', 'checked', 'cancelled']);
    result.commit = (performance.now() - started) / 1000;
    rss.phase('after');
    await sleep(300);
    const { current: done } = committed;
    if (done.status !== 'completed' || done.created !== rows) {
      throw new Error(
        `commit ended ${done.status} having created ${done.created} of ${rows} (${done.failure ?? ''})`,
      );
    }
    result.id = id;
    result.created = done.created;
    result.polls = checked.polls + committed.polls;
    const listed = await call(user, 'GET', `/transactions/?import=${id}&page_size=1`);
    result.listed = listed.count;
    result.listedCapped = listed.count_capped === true;
  } finally {
    rss.stop();
  }
  for (const phase of ['upload', 'check', 'commit', 'after']) result.rss[phase] = rss.peak(phase);
  result.rss.overall = rss.overall();
  return result;
}

/** The accounts (an admin, editors, CLIENTS clients) and EXISTING applications. */
async function seed(db) {
  const started = performance.now();
  await loadBenchData(db, {
    count: EXISTING,
    clients: CLIENTS,
    passwordHash: await benchPasswordHash(),
  });
  const { rows: clients } = await db.query(
    `select email from users where role = 'client' and is_active and email like $1 order by id`,
    [`bench-client-%@${BENCH_EMAIL_DOMAIN}`],
  );
  const { rows: departments } = await db.query(
    `select distinct department from applications
     where deleted_at is null and department <> '' order by 1`,
  );
  log(
    `  ${int(clients.length)} clients and ${int(EXISTING)} applications loaded in ` +
      `${secs((performance.now() - started) / 1000)}; departments in use: ` +
      departments.map((d) => d.department).join(', '),
  );
  return {
    clients: clients.map((c) => c.email),
    departments: departments.map((d) => d.department),
  };
}

/** Generates the file, starts the server on the prepared database and imports the file. */
async function run(kind, rows, { dataDir, databaseUrl, data, tmp }) {
  const file = join(tmp, `import-${kind}-${rows}.xlsx`);
  let started = performance.now();
  const size = await writeXlsx(file, rows, { ...data, tag: kind === 'postgres' ? 'PG' : 'PL' });
  log(
    `  ${int(rows)}-row xlsx written (streaming) in ${secs((performance.now() - started) / 1000)}: ` +
      `${(size / 2 ** 20).toFixed(1)} MiB`,
  );
  started = performance.now();
  const server = await startServer({ port: PORT, dataDir, databaseUrl });
  try {
    log(`  server ready in ${secs((performance.now() - started) / 1000)} (pid ${server.pid})`);
    const result = await importFile(server, await session(server.base), file, rows);
    return { kind, rows, size, ...result };
  } finally {
    await server.stop();
  }
}

async function postgres(rows, tmp) {
  log(`PostgreSQL: database ${DATABASE}`);
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  const url = urlOf(args['admin-url'], DATABASE);
  try {
    const { openDatabase } = await dist('db/client.js');
    await (await openDatabase({ databaseUrl: url, dataDir: '' })).close();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    let data;
    try {
      data = await seed(pool);
    } finally {
      await pool.end();
    }
    const dataDir = mkdtempSync(join(tmp, 'data-'));
    const result = await run('postgres', rows, { dataDir, databaseUrl: url, data, tmp });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows: counted } = await client.query(
        'select count(*)::int as n from applications where import_id = $1',
        [result.id],
      );
      result.counted = counted[0].n;
    } finally {
      await client.end();
    }
    return result;
  } finally {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
    log(`  ${DATABASE} dropped`);
  }
}

async function pglite(rows, tmp) {
  const dataDir = mkdtempSync(join(tmp, 'pglite-'));
  log(`PGlite: ${dataDir}`);
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase({ dataDir });
  let data;
  try {
    data = await seed(database.pglite);
  } finally {
    await database.close();
  }
  return run('pglite', rows, { dataDir, data, tmp });
}

function report(results) {
  const rate = (n, s) => `${int(n / s)}/s`;
  const header = [
    'Database',
    'Rows',
    'File',
    'Upload',
    'Check (rows/s)',
    'Commit (rows/s)',
    'Peak RSS idle / upload / check / commit',
    'Budget',
  ];
  const lines = results.map((r) => {
    const budget =
      r.kind === 'postgres'
        ? `check < 30 s ${verdict(r.check < BUDGET.postgres.check)}; commit < 60 s ` +
          `${verdict(r.commit < BUDGET.postgres.commit)}; RSS < 300 MB ` +
          `${verdict(r.rss.overall < BUDGET.postgres.rssBytes)}`
        : `upload → completed ${secs(r.upload + r.check + r.commit)} < 15 s ` +
          `${verdict(r.upload + r.check + r.commit < BUDGET.pglite.total)} (check + commit ` +
          `${secs(r.check + r.commit)})`;
    return [
      r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      int(r.rows),
      `${(r.size / 2 ** 20).toFixed(1)} MiB`,
      secs(r.upload),
      `${secs(r.check)} (${rate(r.rows, r.check)})`,
      `${secs(r.commit)} (${rate(r.rows, r.commit)})`,
      ['idle', 'upload', 'check', 'commit'].map((p) => mib(r.rss[p])).join(' / '),
      budget,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  log('');
  log(row(header));
  log(row(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) log(row(line));
  log('');
  for (const r of results) {
    const counted = r.counted === undefined ? '' : `, ${int(r.counted)} rows with its import_id`;
    log(
      `${r.kind}: import ${r.id} created ${int(r.created)} of ${int(r.rows)} ` +
        `(list filtered to it: ${int(r.listed)}${r.listedCapped ? '+, the list counts to 10,000' : ''}` +
        `${counted}); peak RSS over the run ` +
        `${mib(r.rss.overall)} (${(r.rss.overall / MB).toFixed(0)} MB), ${int(r.polls)} polls`,
    );
    const listed = r.listedCapped ? r.listed < r.rows : r.listed === r.rows;
    const ok = r.created === r.rows && listed && (r.counted ?? r.rows) === r.rows;
    if (!ok) throw new Error(`${r.kind}: the outcome does not match the file`);
  }
  log(`Machine after: ${machine()}`);
}

log(`Machine: ${machine()}`);
const tmp = mkdtempSync(join(tmpdir(), 'mutabaa-bench-import-'));
try {
  const results = [];
  if (args.only !== 'pglite') results.push(await postgres(Number(args.rows), tmp));
  if (args.only !== 'postgres') results.push(await pglite(Number(args['pglite-rows']), tmp));
  report(results);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
