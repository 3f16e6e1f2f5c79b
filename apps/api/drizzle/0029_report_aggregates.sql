-- The reports' aggregates (REPORT_DEFINITIONS of @mutabaa/shared), kept in the writing
-- transaction by triggers on applications and application_history. Each is kept for everyone
-- ('all', 0), per assignee ('assignee', id) and per creator not assigned the application and
-- not its client ('creator', id, with its assignee in assignee_id): an editor's scope is their
-- assignee and creator rows. The list's other filters read the applications.
-- Statuses are kept as they are, never as "final": the workflow decides that when read.
-- Rows touched in key order, so that concurrent writers cannot deadlock.
CREATE TABLE report_created (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  day date NOT NULL,
  facet char(1) NOT NULL,
  value varchar(100) NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, day, facet, value, assignee_id)
);
--> statement-breakpoint
COMMENT ON TABLE report_created IS
  'Live applications per creation day (UTC) and current status (s), type (t), priority (p), department (d).';
--> statement-breakpoint
CREATE TABLE report_completed (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  day date NOT NULL,
  status varchar(50) NOT NULL,
  due char(1) NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, day, status, due, assignee_id)
);
--> statement-breakpoint
COMMENT ON TABLE report_completed IS
  'Live submitted applications per day (UTC) their current status was reached; due: n none, m met, x missed.';
--> statement-breakpoint
CREATE TABLE report_durations (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  grain char(1) NOT NULL,
  period date NOT NULL,
  status varchar(50) NOT NULL,
  type varchar(50) NOT NULL,
  hours integer NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, grain, period, status, type, hours, assignee_id)
);
--> statement-breakpoint
COMMENT ON TABLE report_durations IS
  'Processing times (report_duration_hours from submission to the current status) per day (d) and month (m) that status was reached.';
--> statement-breakpoint
CREATE TABLE report_open_due (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  due_date date NOT NULL,
  status varchar(50) NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, due_date, status, assignee_id)
);
--> statement-breakpoint
CREATE TABLE report_flow (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  day date NOT NULL,
  status varchar(50) NOT NULL,
  delta integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, day, status, assignee_id)
);
--> statement-breakpoint
COMMENT ON TABLE report_flow IS
  'Applications entering (+) and leaving (-) each status per day (UTC), from the status history of live applications.';
--> statement-breakpoint
CREATE TABLE report_exits (
  owner_kind varchar(16) NOT NULL,
  owner_id integer NOT NULL,
  assignee_id integer NOT NULL DEFAULT 0,
  grain char(1) NOT NULL,
  period date NOT NULL,
  status varchar(50) NOT NULL,
  hours integer NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, grain, period, status, hours, assignee_id)
);
--> statement-breakpoint
COMMENT ON TABLE report_exits IS
  'Time spent in a status (report_duration_hours) by the applications that left it, per day (d) and month (m) of leaving.';
--> statement-breakpoint
CREATE FUNCTION report_owners(assigned_to_id integer, created_by_id integer, client_id integer)
RETURNS TABLE (owner_kind varchar, owner_id integer, assignee_id integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all'::varchar, 0, 0
  UNION ALL SELECT 'assignee', assigned_to_id, 0 WHERE assigned_to_id IS NOT NULL
  UNION ALL SELECT 'creator', created_by_id, coalesce(assigned_to_id, 0)
    WHERE created_by_id IS NOT NULL AND created_by_id IS DISTINCT FROM assigned_to_id
      AND created_by_id IS DISTINCT FROM client_id
$$;
--> statement-breakpoint
-- The owners of an application; none once it is deleted.
CREATE FUNCTION report_owners(a applications)
RETURNS TABLE (owner_kind varchar, owner_id integer, assignee_id integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT o.owner_kind, o.owner_id, o.assignee_id
  FROM report_owners(a.assigned_to_id, a.created_by_id, a.client_id) o
  WHERE a.deleted_at IS NULL
$$;
--> statement-breakpoint
CREATE FUNCTION report_utc_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- The rows an application adds to (delta 1) or takes from (delta -1) the tables kept from the
-- application row alone, as (table, key…, delta).
CREATE FUNCTION report_row_keys(a applications, delta integer)
RETURNS TABLE (tbl text, owner_kind varchar, owner_id integer, assignee_id integer,
               grain char(1), day date,
               k1 varchar, k2 varchar, hours integer, d integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'created', o.owner_kind, o.owner_id, o.assignee_id, 'd'::char(1), report_utc_day(a.created_at),
         f.facet::varchar, f.value::varchar, 0, delta
  FROM report_owners(a) o,
       (VALUES ('s', a.status), ('t', coalesce(a.transaction_type, '')), ('p', a.priority),
               ('d', a.department)) AS f(facet, value)
  UNION ALL
  SELECT 'completed', o.owner_kind, o.owner_id, o.assignee_id, 'd', report_utc_day(a.status_changed_at),
         a.status,
         CASE WHEN a.due_date IS NULL THEN 'n'
              WHEN report_utc_day(a.status_changed_at) <= a.due_date THEN 'm' ELSE 'x' END,
         0, delta
  FROM report_owners(a) o WHERE a.submitted_at IS NOT NULL
  UNION ALL
  SELECT 'durations', o.owner_kind, o.owner_id, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(a.status_changed_at)
              ELSE date_trunc('month', a.status_changed_at AT TIME ZONE 'UTC')::date END,
         a.status, coalesce(a.transaction_type, ''),
         report_duration_hours(a.submitted_at, a.status_changed_at), delta
  FROM report_owners(a) o, (VALUES ('d'), ('m')) AS g(grain) WHERE a.submitted_at IS NOT NULL
  UNION ALL
  SELECT 'open_due', o.owner_kind, o.owner_id, o.assignee_id, 'd', a.due_date, a.status, '', 0, delta
  FROM report_owners(a) o WHERE a.due_date IS NOT NULL
$$;
--> statement-breakpoint
-- The history's part of an application with its current owners: +1 into and -1 out of a status
-- on the day of each change (report_flow), and the time spent in the status left (report_exits).
CREATE FUNCTION report_history_keys(a applications, delta integer)
RETURNS TABLE (tbl text, owner_kind varchar, owner_id integer, assignee_id integer,
               grain char(1), day date,
               k1 varchar, k2 varchar, hours integer, d integer)
LANGUAGE sql STABLE AS $$
  WITH ev AS (
    SELECT h.kind, h.created_at, h.from_value #>> '{}' AS left_status, h.to_value #>> '{}' AS status,
           coalesce(lag(h.created_at) OVER (ORDER BY h.created_at, h.id), a.created_at) AS entered
    FROM application_history h
    WHERE h.application_id = a.id AND h.kind IN ('created', 'status')
  )
  SELECT 'flow', o.owner_kind, o.owner_id, o.assignee_id, 'd'::char(1), report_utc_day(ev.created_at),
         s.status::varchar, ''::varchar, 0, s.sign * delta
  FROM ev, report_owners(a) o,
       LATERAL (VALUES (ev.status, 1), (ev.left_status, -1)) AS s(status, sign)
  WHERE s.status IS NOT NULL AND (ev.kind = 'status' OR s.sign = 1)
  UNION ALL
  SELECT 'exits', o.owner_kind, o.owner_id, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(ev.created_at)
              ELSE date_trunc('month', ev.created_at AT TIME ZONE 'UTC')::date END,
         ev.left_status, '', report_duration_hours(ev.entered, ev.created_at), delta
  FROM ev, report_owners(a) o, (VALUES ('d'), ('m')) AS g(grain)
  WHERE ev.kind = 'status' AND ev.left_status IS NOT NULL
$$;
--> statement-breakpoint
CREATE TYPE report_delta AS (
  tbl text, owner_kind varchar, owner_id integer, assignee_id integer, grain char(1), day date,
  k1 varchar, k2 varchar, hours integer, d integer
);
--> statement-breakpoint
-- Adds deltas to their tables, summed per key, in key order.
CREATE FUNCTION report_apply(deltas report_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_created AS c (owner_kind, owner_id, assignee_id, day, facet, value, count)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.day, x.k1, x.k2, sum(x.d) FROM unnest(deltas) x
  WHERE x.tbl = 'created' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, day, facet, value, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_completed AS c (owner_kind, owner_id, assignee_id, day, status, due, count)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.day, x.k1, x.k2, sum(x.d) FROM unnest(deltas) x
  WHERE x.tbl = 'completed' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, day, status, due, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_durations AS c (owner_kind, owner_id, assignee_id, grain, period, status, type, hours, count)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.grain, x.day, x.k1, x.k2, x.hours, sum(x.d)
  FROM unnest(deltas) x WHERE x.tbl = 'durations'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (owner_kind, owner_id, grain, period, status, type, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_open_due AS c (owner_kind, owner_id, assignee_id, due_date, status, count)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.day, x.k1, sum(x.d) FROM unnest(deltas) x
  WHERE x.tbl = 'open_due' GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (owner_kind, owner_id, due_date, status, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_flow AS c (owner_kind, owner_id, assignee_id, day, status, delta)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.day, x.k1, sum(x.d) FROM unnest(deltas) x
  WHERE x.tbl = 'flow' GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (owner_kind, owner_id, day, status, assignee_id)
  DO UPDATE SET delta = c.delta + excluded.delta;

  INSERT INTO report_exits AS c (owner_kind, owner_id, assignee_id, grain, period, status, hours, count)
  SELECT x.owner_kind, x.owner_id, x.assignee_id, x.grain, x.day, x.k1, x.hours, sum(x.d) FROM unnest(deltas) x
  WHERE x.tbl = 'exits' GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (owner_kind, owner_id, grain, period, status, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION applications_report_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    SELECT k::report_delta FROM inserted AS n, report_row_keys(n, 1) AS k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_report_insert AFTER INSERT ON applications
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION applications_report_insert();
--> statement-breakpoint
-- A change of what the row keys read moves the row's part; a change of owners or of deletion
-- also moves its history's part (a deleted application leaves every figure).
CREATE FUNCTION applications_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas report_delta[] := ARRAY[]::report_delta[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT k::report_delta FROM report_row_keys(OLD, -1) k);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT k::report_delta FROM report_row_keys(NEW, 1) k);
  END IF;
  IF TG_OP = 'DELETE' OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
     OR OLD.created_by_id IS DISTINCT FROM NEW.created_by_id
     OR OLD.client_id IS DISTINCT FROM NEW.client_id
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
    deltas := deltas || ARRAY(SELECT k::report_delta FROM report_history_keys(OLD, -1) k);
    IF TG_OP <> 'DELETE' THEN
      deltas := deltas || ARRAY(SELECT k::report_delta FROM report_history_keys(NEW, 1) k);
    END IF;
  END IF;
  PERFORM report_apply(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_report_update AFTER UPDATE ON applications
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.transaction_type IS DISTINCT FROM NEW.transaction_type
  OR OLD.priority IS DISTINCT FROM NEW.priority
  OR OLD.department IS DISTINCT FROM NEW.department
  OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
  OR OLD.created_by_id IS DISTINCT FROM NEW.created_by_id
  OR OLD.client_id IS DISTINCT FROM NEW.client_id
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.status_changed_at IS DISTINCT FROM NEW.status_changed_at
  OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at
  OR OLD.due_date IS DISTINCT FROM NEW.due_date
) EXECUTE FUNCTION applications_report_change();
--> statement-breakpoint
CREATE TRIGGER applications_report_delete AFTER DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION applications_report_change();
--> statement-breakpoint
-- New history entries add their flow and exits with the application's current owners. The
-- time in the status left runs from the entry before (or the creation); an entry written with
-- the same time as a later one is ordered by id, as the history shows it.
CREATE FUNCTION application_history_report_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    WITH ev AS (
      SELECT h.*, a AS app,
             coalesce((SELECT p.created_at FROM application_history p
                       WHERE p.application_id = h.application_id AND p.kind IN ('created', 'status')
                         AND (p.created_at, p.id) < (h.created_at, h.id)
                       ORDER BY p.created_at DESC, p.id DESC LIMIT 1), a.created_at) AS entered
      FROM added h JOIN applications a ON a.id = h.application_id
      WHERE h.kind IN ('created', 'status') AND a.deleted_at IS NULL
    )
    SELECT ROW('flow', o.owner_kind, o.owner_id, o.assignee_id, 'd', report_utc_day(ev.created_at),
               s.status, '', 0, s.sign)::report_delta
    FROM ev, report_owners(ev.app) o,
         LATERAL (VALUES (ev.to_value #>> '{}', 1), (ev.from_value #>> '{}', -1)) AS s(status, sign)
    WHERE s.status IS NOT NULL AND (ev.kind = 'status' OR s.sign = 1)
    UNION ALL
    SELECT ROW('exits', o.owner_kind, o.owner_id, o.assignee_id, g.grain,
               CASE WHEN g.grain = 'd' THEN report_utc_day(ev.created_at)
                    ELSE date_trunc('month', ev.created_at AT TIME ZONE 'UTC')::date END,
               ev.from_value #>> '{}', '', report_duration_hours(ev.entered, ev.created_at), 1)::report_delta
    FROM ev, report_owners(ev.app) o, (VALUES ('d'), ('m')) AS g(grain)
    WHERE ev.kind = 'status' AND ev.from_value IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_history_report_insert AFTER INSERT ON application_history
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION application_history_report_insert();
--> statement-breakpoint
-- For bulk loads with the triggers disabled, and for this migration: recount everything, set
-- by set (the history's part read in one pass over the history rather than per application).
CREATE FUNCTION report_aggregates_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT o.owner_kind, o.owner_id, o.assignee_id, report_utc_day(ev.created_at), s.status, sum(s.sign)
  FROM report_rebuild_events ev, report_owners(ev.assigned_to_id, ev.created_by_id, ev.client_id) o,
       LATERAL (VALUES (ev.status, 1), (ev.left_status, -1)) AS s(status, sign)
  WHERE s.status IS NOT NULL AND (ev.kind = 'status' OR s.sign = 1)
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_exits (owner_kind, owner_id, assignee_id, grain, period, status, hours, count)
  SELECT o.owner_kind, o.owner_id, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(ev.created_at)
              ELSE date_trunc('month', ev.created_at AT TIME ZONE 'UTC')::date END,
         ev.left_status, report_duration_hours(ev.entered, ev.created_at), count(*)
  FROM report_rebuild_events ev, report_owners(ev.assigned_to_id, ev.created_by_id, ev.client_id) o,
       (VALUES ('d'), ('m')) AS g(grain)
  WHERE ev.kind = 'status' AND ev.left_status IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  DROP TABLE report_rebuild_events;
END $$;
--> statement-breakpoint
SELECT report_aggregates_rebuild();
--> statement-breakpoint
-- Reads are index-only (the counts included): one owner's rows of a period, and every
-- assignee's rows of a period at once (the admin's table of assignees).
CREATE INDEX report_created_read_idx ON report_created (owner_kind, owner_id, day)
  INCLUDE (facet, value, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_completed_read_idx ON report_completed (owner_kind, owner_id, day)
  INCLUDE (status, due, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_completed_kind_idx ON report_completed (owner_kind, day)
  INCLUDE (owner_id, status, due, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_durations_read_idx ON report_durations (owner_kind, owner_id, grain, period)
  INCLUDE (status, type, hours, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_durations_kind_idx ON report_durations (owner_kind, grain, period)
  INCLUDE (owner_id, status, type, hours, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_open_due_read_idx ON report_open_due (owner_kind, owner_id, due_date)
  INCLUDE (status, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_open_due_kind_idx ON report_open_due (owner_kind, due_date)
  INCLUDE (owner_id, status, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_flow_read_idx ON report_flow (owner_kind, owner_id, day)
  INCLUDE (status, assignee_id, delta);
--> statement-breakpoint
CREATE INDEX report_exits_read_idx ON report_exits (owner_kind, owner_id, grain, period)
  INCLUDE (status, hours, assignee_id, count);
--> statement-breakpoint
ANALYZE report_created, report_completed, report_durations, report_open_due, report_flow, report_exits;
