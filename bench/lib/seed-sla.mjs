// Service-level data for the benchmarks over the applications of seed-applications.mjs: every
// application not a draft is submitted, policies cover most types and urgent requests, and the
// clocks are written by SQL as the app would hold them after a long steady run (docs/benchmarks.md):
// running, breached, paused, met and missed; the warnings and breaches older than ten minutes
// already told. Works on a pg.Client or pg.Pool.

/** The policies: by type, and urgent for every type; plain general requests have none. */
export const BENCH_POLICIES = [
  ['تراخيص', 'Licences', 'license', null, 56, ['pending', 'on_hold'], 80],
  ['تصاريح', 'Permits', 'permit', null, 70, ['pending', 'on_hold'], 80],
  ['شهادات', 'Certificates', 'certificate', null, 35, ['pending'], 75],
  ['تجديد', 'Renewals', 'renewal', null, 21, ['pending'], 80],
  ['شكاوى', 'Complaints', 'complaint', null, 14, ['on_hold'], 50],
  ['عاجلة', 'Urgent', null, 'urgent', 7, ['pending'], 80],
];

// Calendar hours per working hour of the default week (168 h for 35 working hours): the clocks
// written here are close to what the calendar gives; the recomputation makes them exact.
const CALENDAR_PER_WORKING = 168 / 35;

/** Loads the policies and clocks unless clocks exist already; `log` receives progress lines. */
export async function seedSla(db, log = () => {}) {
  const { rows } = await db.query('select count(*)::int as n from application_sla');
  if (rows[0].n > 0) {
    log(`application_sla: ${rows[0].n} clocks already loaded`);
    return;
  }
  const started = performance.now();
  const client = typeof db.connect === 'function' ? await db.connect() : db;
  try {
    // Seeding only: no triggers (counters, reports) for a column they do not read.
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `update applications set submitted_at = created_at + interval '5 minutes'
       where status <> 'draft' and submitted_at is null`,
    );
    await client.query(`set session_replication_role = origin`);
  } finally {
    if (client !== db) client.release();
  }
  await db.query('vacuum analyze applications');
  log(`  submitted_at set in ${seconds(started)}`);
  for (const [ar, en, type, priority, hours, pauses, warn] of BENCH_POLICIES) {
    await db.query(
      `insert into sla_policies (name_ar, name_en, transaction_type, priority, resolution_hours,
         pause_statuses, warn_percent) values ($1, $2, $3, $4, $5, $6, $7)`,
      [ar, en, type, priority, hours, pauses, warn],
    );
  }
  const clocksStarted = performance.now();
  // The most specific policy (a type's before urgent's), as choosePolicy picks it.
  await db.query(
    `with chosen as (
       select a.id, a.submitted_at, a.status, a.status_changed_at, p.id as policy_id,
         p.resolution_hours, p.warn_percent, p.pause_statuses,
         a.status in ('completed', 'cancelled') as final
       from applications a
       join lateral (
         select * from sla_policies p
         where p.active and (p.transaction_type = a.transaction_type
           or (p.transaction_type is null and p.priority = a.priority))
         order by (p.transaction_type is not null) desc limit 1
       ) p on true
       where a.deleted_at is null and a.submitted_at is not null
     ), timed as (
       select c.*,
         c.submitted_at + make_interval(secs => c.resolution_hours * 3600 * $1) as due,
         c.submitted_at + make_interval(secs => c.resolution_hours * 36 * c.warn_percent * $1) as warn,
         (not c.final and c.status = any(c.pause_statuses)) as paused
       from chosen c
     )
     insert into application_sla (application_id, policy_id, started_at, due_at, warn_at,
       paused_at, paused_ms, stopped_at, warned_at, breach_notified_at, version)
     select id, policy_id, submitted_at, due, warn,
       case when paused then status_changed_at end, 0,
       case when final then status_changed_at end,
       case when not final and not paused and warn < now() - interval '10 minutes' then warn end,
       case when not final and not paused and due < now() - interval '10 minutes' then due end,
       (select version from sla_calendar where id = 1)
     from timed`,
    [CALENDAR_PER_WORKING],
  );
  await db.query(
    `insert into application_sla_pauses (application_id, started_at, ended_at)
     select application_id, paused_at, null from application_sla where paused_at is not null`,
  );
  await db.query('vacuum analyze application_sla, application_sla_pauses');
  log(`  policies and clocks loaded in ${seconds(clocksStarted)}`);
}

/** How many clocks are in each state at `now`. */
export async function clockMix(db) {
  const { rows } = await db.query(
    `select count(*) filter (where stopped_at is null and paused_at is null and due_at >= now())::int as running,
       count(*) filter (where stopped_at is null and paused_at is null and due_at < now())::int as breached,
       count(*) filter (where stopped_at is null and paused_at is not null)::int as paused,
       count(*) filter (where stopped_at is not null and stopped_at <= due_at)::int as met,
       count(*) filter (where stopped_at is not null and stopped_at > due_at)::int as missed,
       (select count(*)::int from applications) as applications
     from application_sla`,
  );
  return rows[0];
}

const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(0)} s`;
