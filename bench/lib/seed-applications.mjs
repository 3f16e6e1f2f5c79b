// Deterministic, skewed application data for the benchmarks (docs/benchmarks.md): most applications
// old and completed, 55 % Arabic titles, a few very large clients, several editors of unequal
// load, a few soft-deleted rows. Works on anything with `query(text, params)` returning
// `{ rows }`: a pg.Client, a pg.Pool or a PGlite instance.
//
//   import { loadBenchData } from './lib/seed-applications.mjs';
//   const { users } = await loadBenchData(db, { count: 100_000, passwordHash });
import { CROCKFORD_BASE32, normalizeSearchText } from '@mutabaa/shared';

/** Password of every generated account (hash it once and pass `passwordHash`). */
export const BENCH_PASSWORD = 'Bench#2026';
export const BENCH_EMAIL_DOMAIN = 'bench.mutabaa.test';

const DAY = 86_400_000;
const TYPES = ['general_request', 'license', 'permit', 'certificate', 'renewal', 'complaint'];
const PRIORITIES = [
  ['normal', 0.6],
  ['low', 0.15],
  ['high', 0.18],
  ['urgent', 0.07],
];
// Open applications of the last three months spread over the whole workflow.
const RECENT_STATUSES = [
  ['submitted', 0.14],
  ['under_review', 0.16],
  ['approved', 0.08],
  ['in_progress', 0.16],
  ['pending', 0.08],
  ['paid', 0.05],
  ['on_hold', 0.05],
  ['draft', 0.08],
  ['completed', 0.15],
  ['cancelled', 0.05],
];
const OLD_STATUSES = [
  ['completed', 0.86],
  ['cancelled', 0.08],
  ['on_hold', 0.02],
  ['in_progress', 0.02],
  ['pending', 0.01],
  ['draft', 0.01],
];
const DEPARTMENTS = ['licensing', 'finance', 'permits', 'legal', 'customer_service', 'inspection'];
const TAGS = ['vip', 'renewal', 'urgent-review', 'archive', 'import', 'zakat', 'municipal'];
const AR_SUBJECTS = [
  'طلب ترخيص تجاري',
  'تجديد سجل تجاري',
  'تصريح بناء',
  'شهادة إتمام أعمال',
  'اعتراض على مخالفة',
  'طلب إصدار فاتورة',
  'تعديل بيانات منشأة',
  'ترخيص لوحة إعلانية',
  'شكوى تأخر في الخدمة',
  'طلب استرداد رسوم',
];
const AR_PLACES = ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة', 'المدينة المنورة', 'أبها', 'تبوك'];
const EN_SUBJECTS = [
  'Commercial licence request',
  'Trade register renewal',
  'Building permit',
  'Completion certificate',
  'Objection to a fine',
  'Invoice request',
  'Company details update',
  'Billboard licence',
  'Complaint about a delayed service',
  'Fee refund request',
];
const EN_PLACES = ['Riyadh', 'Jeddah', 'Dammam', 'Makkah', 'Madinah', 'Abha', 'Tabuk'];
const AR_NAMES = ['خالد', 'نورة', 'فهد', 'ريم', 'عبدالله', 'هيفاء', 'سلطان', 'منى', 'ماجد'];
const AR_FAMILIES = ['العتيبي', 'القحطاني', 'الشمري', 'الدوسري', 'الحربي', 'الزهراني'];
const EN_NAMES = ['Emma', 'James', 'Olivia', 'Liam', 'Sophia', 'Noah', 'Mia', 'Lucas'];
const EN_FAMILIES = ['Clarke', 'Patel', 'Nguyen', 'Smith', 'Garcia', 'Müller'];

/** mulberry32: a small seeded generator, so every run builds the same data. */
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

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

function weighted(rnd, pairs) {
  let r = rnd();
  for (const [value, weight] of pairs) {
    r -= weight;
    if (r < 0) return value;
  }
  return pairs[pairs.length - 1][0];
}

/** Index in [0, n) with probability falling like 1/(i+1): a few busy, many quiet. */
function zipf(rnd, n) {
  return Math.min(n - 1, Math.floor(Math.exp(rnd() * Math.log(n + 1)) - 1));
}

/** `TX-` + 10 Crockford characters; the last six encode `i`, so ids never collide. */
function transactionId(rnd, i) {
  let code = '';
  for (let k = 0; k < 4; k += 1) code += CROCKFORD_BASE32[Math.floor(rnd() * 32)];
  let rest = i;
  let tail = '';
  for (let k = 0; k < 6; k += 1) {
    tail = CROCKFORD_BASE32[rest % 32] + tail;
    rest = Math.floor(rest / 32);
  }
  return `TX-${code}${tail}`;
}

function personName(rnd, arabic) {
  return arabic
    ? `${pick(rnd, AR_NAMES)} ${pick(rnd, AR_FAMILIES)}`
    : `${pick(rnd, EN_NAMES)} ${pick(rnd, EN_FAMILIES)}`;
}

/**
 * Inserts the accounts: one admin, `editors` editors and `clients` clients, all active and
 * verified with `passwordHash`. E-mails are `bench-admin@…`, `bench-editor-<n>@…`,
 * `bench-client-<n>@…` (domain BENCH_EMAIL_DOMAIN); existing ones are reused.
 */
export async function seedBenchUsers(db, { editors = 12, clients = 2000, passwordHash, seed = 7 }) {
  const rnd = random(seed);
  const rows = [['admin', 'bench-admin']];
  for (let i = 1; i <= editors; i += 1) rows.push(['editor', `bench-editor-${i}`]);
  for (let i = 1; i <= clients; i += 1) rows.push(['client', `bench-client-${i}`]);
  const names = rows.map(() => personName(rnd, rnd() < 0.55));
  const phones = rows.map((_, i) => `+9665${String(10_000_000 + i).slice(-8)}`);
  await db.query(
    `insert into users (email, password_hash, full_name, first_name, last_name, phone_number,
       role, is_active, email_verified, language_preference)
     select e, $2, n, split_part(n, ' ', 1), split_part(n, ' ', 2), p, r, true, true,
       case when n ~ '[ء-ي]' then 'ar' else 'en' end
     from unnest($1::text[], $3::text[], $4::text[], $5::text[]) as t(e, n, r, p)
     on conflict do nothing`,
    [
      rows.map(([, local]) => `${local}@${BENCH_EMAIL_DOMAIN}`),
      passwordHash,
      names,
      rows.map(([role]) => role),
      phones,
    ],
  );
  const { rows: found } = await db.query(
    `select id, email, role, full_name from users where email like $1 order by id`,
    [`bench-%@${BENCH_EMAIL_DOMAIN}`],
  );
  const byRole = (role) => found.filter((u) => u.role === role);
  const order = (u) => Number(u.email.match(/-(\d+)@/)?.[1] ?? 0);
  return {
    admin: byRole('admin')[0],
    editors: byRole('editor').sort((a, b) => order(a) - order(b)),
    clients: byRole('client').sort((a, b) => order(a) - order(b)),
  };
}

const COLUMNS = [
  ['transaction_id', 'text'],
  ['reference_number', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['transaction_type', 'text'],
  ['status', 'text'],
  ['priority', 'text'],
  ['client_id', 'int'],
  ['client_email', 'text'],
  ['client_phone', 'text'],
  ['assigned_to_id', 'int'],
  ['created_by_id', 'int'],
  ['department', 'text'],
  ['due_date', 'date'],
  ['tags', 'text'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['status_changed_at', 'timestamptz'],
  ['deleted_at', 'timestamptz'],
];
const INSERT_SQL = `insert into applications (${COLUMNS.map(([c]) => c).join(', ')})
  select ${COLUMNS.map(([c]) => (c === 'tags' ? 'tags::text[]' : c)).join(', ')}
  from unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})
    as t(${COLUMNS.map(([c]) => c).join(', ')})`;

function pgArray(values) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Generates `count` applications for `users` (from seedBenchUsers) and inserts them in
 * batches. Creation dates span `years` years before `now`, denser in recent months; three
 * clients hold about 15 % of all rows; 2 % are soft-deleted. Reference numbers continue after
 * the highest of each year already in the table.
 */
export async function seedApplications(
  db,
  { count, users, seed = 1, years = 5, now = Date.now(), batchSize = 5000, onProgress },
) {
  const rnd = random(seed);
  const { editors, clients, admin } = users;
  const big = clients.slice(0, 3);
  const nextRef = new Map();
  const { rows: refs } = await db.query(
    `select substring(reference_number from 5 for 4)::int as year,
       max(substring(reference_number from 10)::int) as last
     from applications group by 1`,
  );
  for (const r of refs) nextRef.set(Number(r.year), Number(r.last));
  const { rows: base } = await db.query(`select coalesce(max(id), 0) as n from applications`);
  const offset = Number(base[0].n);
  const span = years * 365 * DAY;

  for (let start = 0; start < count; start += batchSize) {
    const n = Math.min(batchSize, count - start);
    const cols = COLUMNS.map(() => new Array(n));
    for (let j = 0; j < n; j += 1) {
      // A power of the uniform puts more rows in recent months; about 85 % stay older than three.
      const age = Math.floor(span * rnd() ** 1.6);
      const created = now - age;
      const recent = age < 90 * DAY;
      const status = weighted(rnd, recent ? RECENT_STATUSES : OLD_STATUSES);
      const updated = Math.min(now, created + Math.floor(rnd() * Math.min(age, 60 * DAY)));
      const r = rnd();
      const client =
        r < 0.07
          ? big[0]
          : r < 0.12
            ? big[1]
            : r < 0.15
              ? big[2]
              : clients[zipf(rnd, clients.length)];
      const editor = editors[zipf(rnd, editors.length)];
      const assignee = status === 'draft' || rnd() < 0.08 ? null : editor;
      const creator = rnd() < 0.25 ? client : rnd() < 0.1 ? admin : editor;
      const year = new Date(created).getUTCFullYear();
      const seq = (nextRef.get(year) ?? 0) + 1;
      nextRef.set(year, seq);
      const arabic = rnd() < 0.55;
      const title = arabic
        ? `${pick(rnd, AR_SUBJECTS)} - ${pick(rnd, AR_PLACES)}`
        : `${pick(rnd, EN_SUBJECTS)} - ${pick(rnd, EN_PLACES)}`;
      const tags = rnd() < 0.3 ? [pick(rnd, TAGS)] : [];
      const tx = transactionId(rnd, offset + start + j + 1);
      const reference = `APP-${year}-${String(seq).padStart(6, '0')}`;
      const due = rnd() < 0.7 ? new Date(created + (7 + Math.floor(rnd() * 60)) * DAY) : null;
      const values = [
        tx,
        reference,
        title,
        arabic ? 'وصف مختصر للطلب ومرفقاته.' : 'A short description of the request.',
        pick(rnd, TYPES),
        status,
        weighted(rnd, PRIORITIES),
        client.id,
        client.email,
        '',
        assignee?.id ?? null,
        creator.id,
        pick(rnd, DEPARTMENTS),
        due ? due.toISOString().slice(0, 10) : null,
        pgArray(tags),
        normalizeSearchText(
          [reference, tx, title, client.full_name, client.email, ...tags].join(' '),
        ),
        new Date(created).toISOString(),
        new Date(updated).toISOString(),
        new Date(updated).toISOString(),
        rnd() < 0.02 ? new Date(updated).toISOString() : null,
      ];
      for (let c = 0; c < cols.length; c += 1) cols[c][j] = values[c];
    }
    await db.query(INSERT_SQL, cols);
    onProgress?.(start + n, count);
  }
  // Let the app issue the next reference number of each year after the generated ones.
  await db.query(
    `insert into application_reference_counters (year, last_value)
     select substring(reference_number from 5 for 4)::int, max(substring(reference_number from 10)::int)
     from applications group by 1
     on conflict (year) do update set last_value = greatest(application_reference_counters.last_value, excluded.last_value)`,
  );
}

/**
 * The whole load: accounts, then applications with the counters trigger disabled (one
 * recount at the end is far cheaper than a trigger per row), then VACUUM ANALYZE. With
 * `rebuildIndexes`, the applications indexes other than constraints are dropped during the
 * load and created again from their own definitions afterwards (much faster for 1,000,000).
 */
export async function loadBenchData(
  db,
  { count, passwordHash, editors = 12, clients, seed = 1, rebuildIndexes = false, onProgress },
) {
  const users = await seedBenchUsers(db, {
    editors,
    clients: clients ?? Math.max(50, Math.min(5000, Math.round(count / 200))),
    passwordHash,
  });
  const { rows: indexes } = rebuildIndexes
    ? await db.query(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.tablename = 'applications' and i.schemaname = current_schema()
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      )
    : { rows: [] };
  for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  const triggers = [
    'applications_counters_insert',
    'applications_due_counters_insert_delete',
    'applications_report_insert',
  ];
  for (const name of triggers) await db.query(`alter table applications disable trigger ${name}`);
  try {
    await seedApplications(db, { count, users, seed, onProgress });
  } finally {
    for (const name of triggers) await db.query(`alter table applications enable trigger ${name}`);
  }
  for (const index of indexes) await db.query(index.indexdef);
  await db.query(`select application_counters_rebuild()`);
  await db.query(`select assignee_due_counters_rebuild()`);
  await db.query(`select assignee_completion_counters_rebuild()`);
  await db.query(`select report_aggregates_rebuild()`);
  // VACUUM sets the visibility map, without which no count is an index-only scan.
  await db.query(`vacuum analyze applications`);
  await db.query(`analyze users`);
  return { users };
}
