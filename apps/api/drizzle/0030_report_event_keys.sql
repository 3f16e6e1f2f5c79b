-- The flow and exits of one status-history entry, written once: the history's part of an
-- application (report_history_keys), new history entries (their trigger) and the recount
-- (report_aggregates_rebuild) all read them from report_event_keys. Nothing is recounted: the
-- keys are the ones migration 0029 wrote in each of the three.
-- The entry: its kind ('created' or 'status'), its time, the status it left (none on creation)
-- and the one it reached, and when the status left was entered (the entry before, or the
-- creation). With the application's owners (report_owners) and delta 1 or -1, it gives +1 into
-- and -1 out of a status on the entry's day (report_flow) and the time spent in the status left
-- (report_exits), as report_delta rows.
CREATE FUNCTION report_event_keys(
  assigned_to integer, created_by integer, client integer,
  entry_kind varchar, entry_at timestamptz, entry_left varchar, entry_reached varchar,
  entered_at timestamptz, delta integer)
RETURNS SETOF report_delta
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'flow'::text, o.owner_kind, o.owner_id, o.assignee_id, 'd'::char(1),
         report_utc_day(entry_at), s.status::varchar, ''::varchar, 0, s.sign * delta
  FROM report_owners(assigned_to, created_by, client) o,
       (VALUES (entry_reached, 1), (entry_left, -1)) AS s(status, sign)
  WHERE s.status IS NOT NULL AND (entry_kind = 'status' OR s.sign = 1)
  UNION ALL
  SELECT 'exits', o.owner_kind, o.owner_id, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(entry_at)
              ELSE date_trunc('month', entry_at AT TIME ZONE 'UTC')::date END,
         entry_left, '', report_duration_hours(entered_at, entry_at), delta
  FROM report_owners(assigned_to, created_by, client) o, (VALUES ('d'), ('m')) AS g(grain)
  WHERE entry_kind = 'status' AND entry_left IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_history_keys(a applications, delta integer)
RETURNS TABLE (tbl text, owner_kind varchar, owner_id integer, assignee_id integer,
               grain char(1), day date,
               k1 varchar, k2 varchar, hours integer, d integer)
LANGUAGE sql STABLE AS $$
  SELECT k.*
  FROM (
    SELECT h.kind, h.created_at, h.from_value #>> '{}' AS left_status,
           h.to_value #>> '{}' AS status,
           coalesce(lag(h.created_at) OVER (ORDER BY h.created_at, h.id), a.created_at) AS entered
    FROM application_history h
    WHERE h.application_id = a.id AND h.kind IN ('created', 'status')
  ) ev,
  report_event_keys(a.assigned_to_id, a.created_by_id, a.client_id, ev.kind, ev.created_at,
                    ev.left_status, ev.status, ev.entered, delta) k
  WHERE a.deleted_at IS NULL
$$;
--> statement-breakpoint
-- New history entries add their flow and exits with the application's current owners; an
-- entry written with the same time as a later one is ordered by id, as the history shows it.
CREATE OR REPLACE FUNCTION application_history_report_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    SELECT k::report_delta
    FROM added h JOIN applications a ON a.id = h.application_id,
         LATERAL report_event_keys(
           a.assigned_to_id, a.created_by_id, a.client_id, h.kind, h.created_at,
           h.from_value #>> '{}', h.to_value #>> '{}',
           coalesce((SELECT p.created_at FROM application_history p
                     WHERE p.application_id = h.application_id
                       AND p.kind IN ('created', 'status')
                       AND (p.created_at, p.id) < (h.created_at, h.id)
                     ORDER BY p.created_at DESC, p.id DESC LIMIT 1), a.created_at),
           1) k
    WHERE h.kind IN ('created', 'status') AND a.deleted_at IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- For bulk loads with the triggers disabled: recount everything, set by set (the history's
-- part read in one pass over the history rather than per application).
CREATE OR REPLACE FUNCTION report_aggregates_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_created;
  DELETE FROM report_completed;
  DELETE FROM report_durations;
  DELETE FROM report_open_due;
  DELETE FROM report_flow;
  DELETE FROM report_exits;
  INSERT INTO report_created (owner_kind, owner_id, assignee_id, day, facet, value, count)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'created' GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_completed (owner_kind, owner_id, assignee_id, day, status, due, count)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'completed' GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_durations (owner_kind, owner_id, assignee_id, grain, period, status, type, hours, count)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.grain, k.day, k.k1, k.k2, k.hours, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'durations' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO report_open_due (owner_kind, owner_id, assignee_id, due_date, status, count)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'open_due' GROUP BY 1, 2, 3, 4, 5;
  CREATE TEMP TABLE report_rebuild_events ON COMMIT DROP AS
  SELECT a.assigned_to_id, a.created_by_id, a.client_id, h.kind, h.created_at,
         h.from_value #>> '{}' AS left_status,
         h.to_value #>> '{}' AS status,
         coalesce(lag(h.created_at) OVER (PARTITION BY h.application_id ORDER BY h.created_at, h.id),
                  a.created_at) AS entered
  FROM application_history h JOIN applications a ON a.id = h.application_id
  WHERE a.deleted_at IS NULL AND h.kind IN ('created', 'status');
  INSERT INTO report_flow (owner_kind, owner_id, assignee_id, day, status, delta)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM report_rebuild_events ev,
       report_event_keys(ev.assigned_to_id, ev.created_by_id, ev.client_id, ev.kind,
                         ev.created_at, ev.left_status, ev.status, ev.entered, 1) k
  WHERE k.tbl = 'flow' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_exits (owner_kind, owner_id, assignee_id, grain, period, status, hours, count)
  SELECT k.owner_kind, k.owner_id, k.assignee_id, k.grain, k.day, k.k1, k.hours, sum(k.d)
  FROM report_rebuild_events ev,
       report_event_keys(ev.assigned_to_id, ev.created_by_id, ev.client_id, ev.kind,
                         ev.created_at, ev.left_status, ev.status, ev.entered, 1) k
  WHERE k.tbl = 'exits' GROUP BY 1, 2, 3, 4, 5, 6, 7;
  DROP TABLE report_rebuild_events;
END $$;
