// User search, the workload and bulk assignment at scale (issue budgets) on PostgreSQL, against
// the built app (`npm run build`), one request at a time:
// (a) GET /api/users/?search=<term> among 100,000 users: Arabic names in their letter forms, an
//     e-mail fragment, a phone fragment (also in Arabic-Indic digits);
// (b) GET /api/assignments/workload/ with 50 editors over 1,000,000 applications;
// (c) POST /api/assignments/ moving 1,000 applications at once, notification included.
// Usage: npm run build && node bench/assignments.mjs [--count 1000000] [--users 100000]
//        [--editors 50] [--runs 200] [--repeats 5] [--reset] [--admin-url postgres://…/postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_ADMIN_URL, preparePostgres } from './lib/bench-db.mjs';
import { machine } from './lib/machine.mjs';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD } from './lib/seed-applications.mjs';
import { sequential, signIn, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '100000' },
    editors: { type: 'string', default: '50' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    repeats: { type: 'string', default: '5' },
    batch: { type: 'string', default: '1000' },
    reset: { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const COUNT = Number(args.count);
const USERS = Number(args.users);
const EDITORS = Number(args.editors);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const REPEATS = Number(args.repeats);
const BATCH = Number(args.batch);
const DATABASE = 'mutabaa_bench_assign';
const SEARCH_BUDGET_MS = 20;
const WORKLOAD_BUDGET_MS = 20;
const ASSIGN_BUDGET_MS = 3000;
const port = 19_200 + (process.pid % 90);
const log = (line) => console.log(line);
const ms = (v) => `${v.toFixed(1)} ms`;
const verdict = (value, budget) => (value < budget ? 'PASS' : 'FAIL');
const OPEN = `deleted_at is null and status not in ('draft', 'completed', 'cancelled')`;

// The clients added up to --users: Arabic names (55 %) written as people type them, so the same
// name appears with and without hamza, with ة or ه, beside Latin names; e-mail addresses built
// from the transliterated name; phones +9665 and eight digits; a company for about 40 %.
const AR_FIRST = [
  ['أحمد', 'ahmed'],
  ['احمد', 'ahmad'],
  ['محمد', 'mohammed'],
  ['إبراهيم', 'ibrahim'],
  ['ابراهيم', 'ebrahim'],
  ['عبدالله', 'abdullah'],
  ['عبد الرحمن', 'abdulrahman'],
  ['خالد', 'khalid'],
  ['فهد', 'fahad'],
  ['سلطان', 'sultan'],
  ['يوسف', 'yousef'],
  ['مصطفى', 'mustafa'],
  ['يحيى', 'yahya'],
  ['عمر', 'omar'],
  ['فاطمة', 'fatimah'],
  ['فاطمه', 'fatma'],
  ['نورة', 'noura'],
  ['نوره', 'nora'],
  ['عائشة', 'aisha'],
  ['مريم', 'maryam'],
  ['هيفاء', 'haifa'],
  ['آمنة', 'amna'],
  ['أمل', 'amal'],
  ['سارة', 'sara'],
];
const AR_LAST = [
  ['العتيبي', 'alotaibi'],
  ['القحطاني', 'alqahtani'],
  ['الشمري', 'alshammari'],
  ['الدوسري', 'aldosari'],
  ['الحربي', 'alharbi'],
  ['الزهراني', 'alzahrani'],
  ['الغامدي', 'alghamdi'],
  ['المطيري', 'almutairi'],
  ['الأحمدي', 'alahmadi'],
  ['الإدريسي', 'aladrisi'],
  ['آل سعيد', 'alsaeed'],
  ['الشهري', 'alshehri'],
];
const EN_FIRST = ['Emma', 'James', 'Olivia', 'Liam', 'Sophia', 'Noah', 'Priya', 'Rahul', 'Maria'];
const EN_LAST = ['Clarke', 'Patel', 'Nguyen', 'Smith', 'Garcia', 'Müller', 'Khan', 'Rossi'];
const DOMAINS = ['gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'icloud.com', 'mail.sa'];
const COMPANIES = [
  'شركة النور للتجارة',
  'مؤسسة الأفق للمقاولات',
  'مجموعة الرياض القابضة',
  'شركة إتقان للخدمات',
  'Al Noor Trading',
  'Gulf Logistics',
  'Red Sea Ventures',
  'Najd Engineering',
];

/**
 * Inserts clients until the table holds `total` users, in one statement (generate_series):
 * search_text is a generated column, filled by PostgreSQL. Idempotent: numbered after the
 * users already there.
 */
async function addClients(db, total) {
  const { rows } = await db.query(
    `select count(*)::int as n, (select password_hash from users where email = $1) as hash
     from users`,
    [`bench-admin@${BENCH_EMAIL_DOMAIN}`],
  );
  const have = rows[0].n;
  if (have >= total) {
    log(`${DATABASE}: ${have} users already there`);
    return;
  }
  const started = performance.now();
  await db.query(
    `insert into users (email, password_hash, full_name, first_name, last_name, phone_number,
       company_name, role, is_active, email_verified, language_preference, date_joined,
       updated_at, last_login)
     select lower(case when ar then alf[fi] || '.' || all_[li] else ef[fi2] || '.' || el[li2] end)
              || i || '@' || dom[di],
       $3::text,
       case when ar then af[fi] || ' ' || al[li] else ef[fi2] || ' ' || el[li2] end,
       case when ar then af[fi] else ef[fi2] end,
       case when ar then al[li] else el[li2] end,
       '+9665' || lpad((abs(hashint4(i + 101)) % 100000000)::text, 8, '0'),
       case when abs(hashint4(i + 202)) % 100 < 40 then co[1 + abs(hashint4(i + 303)) % cardinality(co)]
            else '' end,
       'client', i % 25 <> 0, i % 10 <> 0, case when ar then 'ar' else 'en' end,
       now() - (abs(hashint4(i + 404)) % 1800) * interval '1 day',
       now() - (abs(hashint4(i + 404)) % 1800) * interval '1 day',
       case when i % 3 = 0 then null
            else now() - (abs(hashint4(i + 505)) % 300) * interval '1 day' end
     from (
       select i, abs(hashint4(i)) % 100 < 55 as ar,
         1 + abs(hashint4(i + 1)) % cardinality($4::text[]) as fi,
         1 + abs(hashint4(i + 2)) % cardinality($6::text[]) as li,
         1 + abs(hashint4(i + 3)) % cardinality($8::text[]) as fi2,
         1 + abs(hashint4(i + 4)) % cardinality($9::text[]) as li2,
         1 + abs(hashint4(i + 5)) % cardinality($10::text[]) as di,
         $4::text[] as af, $5::text[] as alf, $6::text[] as al, $7::text[] as all_,
         $8::text[] as ef, $9::text[] as el, $10::text[] as dom, $11::text[] as co
       from generate_series($1::int, $2::int) as i
     ) as g
     on conflict do nothing`,
    [
      have + 1,
      total,
      rows[0].hash,
      AR_FIRST.map(([a]) => a),
      AR_FIRST.map(([, l]) => l),
      AR_LAST.map(([a]) => a),
      AR_LAST.map(([, l]) => l),
      EN_FIRST,
      EN_LAST,
      DOMAINS,
      COMPANIES,
    ],
  );
  await db.query('vacuum analyze users');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`  added ${total - have} clients (${total} users) and vacuumed in ${seconds} s`);
}

/** The search terms: fixed ones, and fragments of a real user's e-mail and phone. */
async function searchTerms(db) {
  const { rows } = await db.query(
    `select email, phone_number from users
     where role = 'client' and email like '%.%@%' and phone_number <> ''
     order by id desc limit 1 offset 4321`,
  );
  const { email, phone_number: phone } = rows[0];
  const local = email.split('@')[0];
  const digits = phone.slice(5, 12);
  const arabicIndic = [...digits].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
  return [
    ['أحمد', 'Arabic name with hamza (matches احمد, الأحمدي)'],
    ['ابراهيم', 'Arabic name without hamza (matches إبراهيم)'],
    ['فاطمة', 'Arabic name with ة (matches فاطمه)'],
    ['نوره العتيبي', 'Arabic first and family name'],
    ['آل سعيد', 'Arabic family name with madda'],
    ['müller', 'Latin family name'],
    ['alqahtani', 'e-mail fragment (common)'],
    [local.slice(0, -1), 'e-mail fragment (one user)'],
    [digits, 'phone fragment'],
    [arabicIndic, 'phone fragment in Arabic-Indic digits'],
  ];
}

/** Moves BATCH applications not moved before to `assigneeId`; milliseconds and the answer. */
async function assignOnce(db, base, headers, { assigneeId, fromQueue, used, size = BATCH }) {
  const pick = async (queue, limit) =>
    (
      await db.query(
        `select id from applications
         where ${OPEN} and not (id = any($1::int[]))
           and ${queue ? 'assigned_to_id is null' : 'assigned_to_id <> $3'}
         order by id desc limit $2`,
        queue ? [[...used], limit] : [[...used], limit, assigneeId],
      )
    ).rows.map((r) => r.id);
  let ids = await pick(fromQueue, size);
  if (ids.length < size) ids = ids.concat(await pick(!fromQueue, size - ids.length));
  for (const id of ids) used.add(id);
  const started = performance.now();
  const response = await fetch(`${base}/api/assignments/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      transaction_ids: ids,
      assigned_to: assigneeId,
      reason: 'Benchmark: balancing the load',
    }),
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (!response.ok)
    throw new Error(`POST /api/assignments/: ${response.status} ${JSON.stringify(body)}`);
  return { elapsed, body, size: ids.length };
}

console.log(`Machine: ${machine()}`);
const databaseUrl = await preparePostgres({
  adminUrl: args['admin-url'],
  name: DATABASE,
  count: COUNT,
  reset: args.reset,
  editors: EDITORS,
  log,
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const dataDir = mkdtempSync(join(tmpdir(), 'mutabaa-bench-assign-'));
let server;
try {
  const { rows: staff } = await db.query(
    `select id, email from users where role = 'editor' and is_active and email like $1
     order by id`,
    [`bench-editor-%@${BENCH_EMAIL_DOMAIN}`],
  );
  if (staff.length < EDITORS) {
    throw new Error(`${DATABASE} has ${staff.length} editors, not ${EDITORS}; use --reset`);
  }
  await addClients(db, USERS);
  const { rows: sizes } = await db.query(
    `select (select count(*) from users)::int as users,
       (select count(*) from users where role in ('editor', 'admin') and is_active)::int as staff,
       (select count(*) from applications)::int as applications,
       (select count(*) from applications where ${OPEN})::int as open,
       (select count(*) from applications where ${OPEN} and assigned_to_id is null)::int as queue`,
  );
  const size = sizes[0];
  console.log(
    `Data: ${size.users.toLocaleString('en')} users (${size.staff} editors and admins), ` +
      `${size.applications.toLocaleString('en')} applications, ${size.open.toLocaleString('en')} ` +
      `open, ${size.queue.toLocaleString('en')} of them unassigned`,
  );

  // The counter tables take every assignment's updates; autovacuum keeps them small in
  // service, but it may be off on a bench server (it is on this machine's): vacuum them here.
  await db.query(
    'vacuum analyze application_counters, assignee_due_counters, assignee_completion_counters',
  );
  server = await startServer({ port, dataDir, databaseUrl });
  const admin = await signIn(server.base, `bench-admin@${BENCH_EMAIL_DOMAIN}`, BENCH_PASSWORD);
  const line = (label, r, budget) =>
    console.log(
      `${label}: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)} ` +
        `(${r.runs} requests) — ${verdict(r.p95, budget)} (p95 < ${budget} ms)`,
    );

  console.log(`\n(a) GET /api/users/?search=…, ${RUNS} requests per term after ${WARMUP}`);
  let worst = 0;
  for (const [term, what] of await searchTerms(db)) {
    const url = `${server.base}/api/users/?search=${encodeURIComponent(term)}`;
    const first = await (await fetch(url, { headers: admin })).json();
    const result = await sequential(url, admin, { runs: RUNS, warmup: WARMUP });
    worst = Math.max(worst, result.p95);
    line(`  "${term}" — ${what}, ${first.count} matches`, result, SEARCH_BUDGET_MS);
  }
  console.log(
    `  worst p95 of the terms: ${ms(worst)} — ${verdict(worst, SEARCH_BUDGET_MS)} (< ${SEARCH_BUDGET_MS} ms)`,
  );

  console.log(`\n(b) GET /api/assignments/workload/, ${RUNS} requests after ${WARMUP}`);
  const workloadUrl = `${server.base}/api/assignments/workload/`;
  const rowsShown = (await (await fetch(workloadUrl, { headers: admin })).json()).length;
  line(
    `  ${rowsShown} editors and admins`,
    await sequential(workloadUrl, admin, { runs: RUNS, warmup: WARMUP }),
    WORKLOAD_BUDGET_MS,
  );

  console.log(
    `\n(c) POST /api/assignments/ with ${BATCH} applications, ${REPEATS} times (after one of 20)`,
  );
  const used = new Set();
  const editors = staff.slice(0, EDITORS);
  await assignOnce(db, server.base, admin, {
    assigneeId: editors[editors.length - 1].id,
    fromQueue: true,
    used,
    size: 20,
  });
  let slowest = 0;
  for (let r = 0; r < REPEATS; r += 1) {
    const assignee = editors[(r * 11 + 3) % editors.length];
    const fromQueue = r % 2 === 0;
    const {
      elapsed,
      body,
      size: sent,
    } = await assignOnce(db, server.base, admin, {
      assigneeId: assignee.id,
      fromQueue,
      used,
    });
    slowest = Math.max(slowest, elapsed);
    console.log(
      `  run ${r + 1}: ${sent} ${fromQueue ? 'from the unassigned queue' : 'from other editors'} ` +
        `to ${assignee.email.split('@')[0]}: ${ms(elapsed)} (assigned ${body.assigned}, ` +
        `unchanged ${body.unchanged}) — ${verdict(elapsed, ASSIGN_BUDGET_MS)}`,
    );
  }
  console.log(
    `  max ${ms(slowest)} — ${verdict(slowest, ASSIGN_BUDGET_MS)} (< ${ASSIGN_BUDGET_MS} ms)`,
  );
  console.log(`\nMachine after: ${machine()}`);
} finally {
  await server?.stop();
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
}
