// The status history of generated applications (the reports read it): a `created` entry at the
// creation (as a draft, or submitted), then one `status` entry per step of the default workflow
// (docs/architecture.md#default-workflow) up to the current status, evenly spaced until the last
// status change. Written in SQL from the applications table, in slices of ids so that no statement
// grows too large.

/** The steps after `submitted` that lead to each status. */
const PATHS = {
  under_review: ['under_review'],
  approved: ['under_review', 'approved'],
  in_progress: ['under_review', 'approved', 'in_progress'],
  pending: ['under_review', 'pending'],
  paid: ['under_review', 'approved', 'paid'],
  on_hold: ['under_review', 'on_hold'],
  completed: ['under_review', 'approved', 'in_progress', 'completed'],
  cancelled: ['cancelled'],
};

const STEPS = Object.entries(PATHS).flatMap(([status, path]) =>
  path.map((to, i) => [status, i + 1, path.length, i === 0 ? 'submitted' : path[i - 1], to]),
);

/** Inserts the history of every application that has none yet; returns the entries written. */
export async function seedBenchHistory(db, { slice = 200_000, onProgress } = {}) {
  const { rows } = await db.query('select coalesce(max(id), 0)::int as n from applications');
  const last = Number(rows[0].n);
  const steps = STEPS.map(
    ([status, n, of, from, to]) => `('${status}', ${n}, ${of}, '${from}', '${to}')`,
  ).join(', ');
  let written = 0;
  // The reports' aggregates are recounted once at the end rather than per statement.
  await db.query(
    'alter table application_history disable trigger application_history_report_insert',
  );
  try {
    for (let from = 1; from <= last; from += slice) {
      const to = from + slice - 1;
      const created = await db.query(
        `insert into application_history (application_id, actor_id, kind, to_value, created_at)
       select a.id, a.created_by_id, 'created',
              to_jsonb(case when a.status = 'draft' then 'draft' else 'submitted' end), a.created_at
       from applications a
       where a.id between $1 and $2
         and not exists (select 1 from application_history h where h.application_id = a.id)`,
        [from, to],
      );
      const moved = await db.query(
        `insert into application_history (application_id, actor_id, kind, field, from_value, to_value, created_at)
       select a.id, coalesce(a.assigned_to_id, a.created_by_id), 'status', 'status',
              to_jsonb(s.from_status), to_jsonb(s.to_status),
              a.created_at + (a.status_changed_at - a.created_at) * s.n / s.of
       from applications a
       join (values ${steps}) as s(status, n, of, from_status, to_status) on s.status = a.status
       where a.id between $1 and $2
         and not exists (select 1 from application_history h
                         where h.application_id = a.id and h.kind = 'status')`,
        [from, to],
      );
      written += created.rowCount + moved.rowCount;
      onProgress?.(Math.min(to, last), last);
    }
  } finally {
    await db.query(
      'alter table application_history enable trigger application_history_report_insert',
    );
  }
  if (written) await db.query('select report_aggregates_rebuild()');
  await db.query('vacuum analyze application_history');
  return written;
}
