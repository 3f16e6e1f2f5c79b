-- The reports' aggregates also per type, priority and department (owner kinds 'type',
-- 'priority' and 'department', owner_id 0, the value in owner_value, split by assignee like a
-- creator's rows), so the admin's report with one of those filters reads aggregates as the
-- unfiltered one does, rather than the matching applications. Everything of migrations 0029
-- and 0030 that names an owner is written again here with owner_value, then recounted.
DROP TRIGGER applications_report_insert ON applications;
--> statement-breakpoint
DROP TRIGGER applications_report_update ON applications;
--> statement-breakpoint
DROP TRIGGER applications_report_delete ON applications;
--> statement-breakpoint
DROP TRIGGER application_history_report_insert ON application_history;
--> statement-breakpoint
DROP FUNCTION applications_report_insert();
--> statement-breakpoint
DROP FUNCTION applications_report_change();
--> statement-breakpoint
DROP FUNCTION application_history_report_insert();
--> statement-breakpoint
DROP FUNCTION report_aggregates_rebuild();
--> statement-breakpoint
DROP FUNCTION report_apply(report_delta[]);
--> statement-breakpoint
DROP FUNCTION report_history_keys(applications, integer);
--> statement-breakpoint
DROP FUNCTION report_event_keys(integer, integer, integer, varchar, timestamptz, varchar, varchar, timestamptz, integer);
--> statement-breakpoint
DROP FUNCTION report_row_keys(applications, integer);
--> statement-breakpoint
DROP FUNCTION report_owners(applications);
--> statement-breakpoint
DROP FUNCTION report_owners(integer, integer, integer);
--> statement-breakpoint
DROP TYPE report_delta;
--> statement-breakpoint
DROP INDEX report_created_read_idx;
--> statement-breakpoint
DROP INDEX report_completed_read_idx;
--> statement-breakpoint
DROP INDEX report_durations_read_idx;
--> statement-breakpoint
DROP INDEX report_open_due_read_idx;
--> statement-breakpoint
DROP INDEX report_flow_read_idx;
--> statement-breakpoint
DROP INDEX report_exits_read_idx;
--> statement-breakpoint
DELETE FROM report_created;
--> statement-breakpoint
DELETE FROM report_completed;
--> statement-breakpoint
DELETE FROM report_durations;
--> statement-breakpoint
DELETE FROM report_open_due;
--> statement-breakpoint
DELETE FROM report_flow;
--> statement-breakpoint
DELETE FROM report_exits;
--> statement-breakpoint
ALTER TABLE report_created ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_created_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, day, facet, value, assignee_id);
--> statement-breakpoint
ALTER TABLE report_completed ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_completed_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, day, status, due, assignee_id);
--> statement-breakpoint
ALTER TABLE report_durations ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_durations_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, grain, period, status, type, hours, assignee_id);
--> statement-breakpoint
ALTER TABLE report_open_due ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_open_due_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, due_date, status, assignee_id);
--> statement-breakpoint
ALTER TABLE report_flow ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_flow_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, day, status, assignee_id);
--> statement-breakpoint
ALTER TABLE report_exits ADD COLUMN owner_value varchar(100) NOT NULL DEFAULT '',
  DROP CONSTRAINT report_exits_pkey,
  ADD PRIMARY KEY (owner_kind, owner_id, owner_value, grain, period, status, hours, assignee_id);
--> statement-breakpoint
CREATE FUNCTION report_owners(assigned_to_id integer, created_by_id integer, client_id integer,
                              transaction_type varchar, priority varchar, department varchar)
RETURNS TABLE (owner_kind varchar, owner_id integer, owner_value varchar, assignee_id integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all'::varchar, 0, ''::varchar, 0
  UNION ALL SELECT 'assignee', assigned_to_id, '', 0 WHERE assigned_to_id IS NOT NULL
  UNION ALL SELECT 'creator', created_by_id, '', coalesce(assigned_to_id, 0)
    WHERE created_by_id IS NOT NULL AND created_by_id IS DISTINCT FROM assigned_to_id
      AND created_by_id IS DISTINCT FROM client_id
  UNION ALL SELECT 'type', 0, coalesce(transaction_type, ''), coalesce(assigned_to_id, 0)
  UNION ALL SELECT 'priority', 0, priority, coalesce(assigned_to_id, 0)
  UNION ALL SELECT 'department', 0, department, coalesce(assigned_to_id, 0)
$$;
--> statement-breakpoint
-- The owners of an application; none once it is deleted.
CREATE FUNCTION report_owners(a applications)
RETURNS TABLE (owner_kind varchar, owner_id integer, owner_value varchar, assignee_id integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT o.owner_kind, o.owner_id, o.owner_value, o.assignee_id
  FROM report_owners(a.assigned_to_id, a.created_by_id, a.client_id, a.transaction_type,
                     a.priority, a.department) o
  WHERE a.deleted_at IS NULL
$$;
--> statement-breakpoint
CREATE TYPE report_delta AS (
  tbl text, owner_kind varchar, owner_id integer, owner_value varchar, assignee_id integer,
  grain char(1), day date, k1 varchar, k2 varchar, hours integer, d integer
);
--> statement-breakpoint
-- The rows an application adds to (delta 1) or takes from (delta -1) the tables kept from the
-- application row alone.
CREATE FUNCTION report_row_keys(a applications, delta integer)
RETURNS SETOF report_delta
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'created'::text, o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, 'd'::char(1),
         report_utc_day(a.created_at), f.facet::varchar, f.value::varchar, 0, delta
  FROM report_owners(a) o,
       (VALUES ('s', a.status), ('t', coalesce(a.transaction_type, '')), ('p', a.priority),
               ('d', a.department)) AS f(facet, value)
  UNION ALL
  SELECT 'completed', o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, 'd',
         report_utc_day(a.status_changed_at), a.status,
         CASE WHEN a.due_date IS NULL THEN 'n'
              WHEN report_utc_day(a.status_changed_at) <= a.due_date THEN 'm' ELSE 'x' END,
         0, delta
  FROM report_owners(a) o WHERE a.submitted_at IS NOT NULL
  UNION ALL
  SELECT 'durations', o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(a.status_changed_at)
              ELSE date_trunc('month', a.status_changed_at AT TIME ZONE 'UTC')::date END,
         a.status, coalesce(a.transaction_type, ''),
         report_duration_hours(a.submitted_at, a.status_changed_at), delta
  FROM report_owners(a) o, (VALUES ('d'), ('m')) AS g(grain) WHERE a.submitted_at IS NOT NULL
  UNION ALL
  SELECT 'open_due', o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, 'd', a.due_date,
         a.status, '', 0, delta
  FROM report_owners(a) o WHERE a.due_date IS NOT NULL
$$;
--> statement-breakpoint
-- The flow and exits of one status-history entry (see migration 0030) with the application's
-- fields that name its owners.
CREATE FUNCTION report_event_keys(
  assigned_to integer, created_by integer, client integer,
  app_type varchar, app_priority varchar, app_department varchar,
  entry_kind varchar, entry_at timestamptz, entry_left varchar, entry_reached varchar,
  entered_at timestamptz, delta integer)
RETURNS SETOF report_delta
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'flow'::text, o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, 'd'::char(1),
         report_utc_day(entry_at), s.status::varchar, ''::varchar, 0, s.sign * delta
  FROM report_owners(assigned_to, created_by, client, app_type, app_priority, app_department) o,
       (VALUES (entry_reached, 1), (entry_left, -1)) AS s(status, sign)
  WHERE s.status IS NOT NULL AND (entry_kind = 'status' OR s.sign = 1)
  UNION ALL
  SELECT 'exits', o.owner_kind, o.owner_id, o.owner_value, o.assignee_id, g.grain,
         CASE WHEN g.grain = 'd' THEN report_utc_day(entry_at)
              ELSE date_trunc('month', entry_at AT TIME ZONE 'UTC')::date END,
         entry_left, '', report_duration_hours(entered_at, entry_at), delta
  FROM report_owners(assigned_to, created_by, client, app_type, app_priority, app_department) o,
       (VALUES ('d'), ('m')) AS g(grain)
  WHERE entry_kind = 'status' AND entry_left IS NOT NULL
$$;
--> statement-breakpoint
-- The history's part of an application with its current owners.
CREATE FUNCTION report_history_keys(a applications, delta integer)
RETURNS SETOF report_delta
LANGUAGE sql STABLE AS $$
  SELECT k.*
  FROM (
    SELECT h.kind, h.created_at, h.from_value #>> '{}' AS left_status,
           h.to_value #>> '{}' AS status,
           coalesce(lag(h.created_at) OVER (ORDER BY h.created_at, h.id), a.created_at) AS entered
    FROM application_history h
    WHERE h.application_id = a.id AND h.kind IN ('created', 'status')
  ) ev,
  report_event_keys(a.assigned_to_id, a.created_by_id, a.client_id, a.transaction_type,
                    a.priority, a.department, ev.kind, ev.created_at, ev.left_status, ev.status,
                    ev.entered, delta) k
  WHERE a.deleted_at IS NULL
$$;
--> statement-breakpoint
-- Adds deltas to their tables, summed per key, in key order (so that concurrent writers cannot
-- deadlock).
CREATE FUNCTION report_apply(deltas report_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_created AS c (owner_kind, owner_id, owner_value, assignee_id, day, facet, value, count)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.day, x.k1, x.k2, sum(x.d)
  FROM unnest(deltas) x
  WHERE x.tbl = 'created' GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (owner_kind, owner_id, owner_value, day, facet, value, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_completed AS c (owner_kind, owner_id, owner_value, assignee_id, day, status, due, count)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.day, x.k1, x.k2, sum(x.d)
  FROM unnest(deltas) x
  WHERE x.tbl = 'completed' GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (owner_kind, owner_id, owner_value, day, status, due, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_durations AS c (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, type, hours, count)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.grain, x.day, x.k1, x.k2, x.hours, sum(x.d)
  FROM unnest(deltas) x WHERE x.tbl = 'durations'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (owner_kind, owner_id, owner_value, grain, period, status, type, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_open_due AS c (owner_kind, owner_id, owner_value, assignee_id, due_date, status, count)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.day, x.k1, sum(x.d)
  FROM unnest(deltas) x
  WHERE x.tbl = 'open_due' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, owner_value, due_date, status, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;

  INSERT INTO report_flow AS c (owner_kind, owner_id, owner_value, assignee_id, day, status, delta)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.day, x.k1, sum(x.d)
  FROM unnest(deltas) x
  WHERE x.tbl = 'flow' GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, owner_value, day, status, assignee_id)
  DO UPDATE SET delta = c.delta + excluded.delta;

  INSERT INTO report_exits AS c (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, hours, count)
  SELECT x.owner_kind, x.owner_id, x.owner_value, x.assignee_id, x.grain, x.day, x.k1, x.hours, sum(x.d)
  FROM unnest(deltas) x
  WHERE x.tbl = 'exits' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (owner_kind, owner_id, owner_value, grain, period, status, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
-- A bulk import sets mutabaa.reports_deferred for its transaction and adds its applications
-- once at the end (report_add_import): one upsert per key rather than one per batch, since every
-- update of a key in one transaction leaves a version the next one steps over.
CREATE FUNCTION report_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('mutabaa.reports_deferred', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE FUNCTION applications_report_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_deferred() THEN RETURN NULL; END IF;
  PERFORM report_apply(ARRAY(SELECT k FROM inserted AS n, report_row_keys(n, 1) AS k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_report_insert AFTER INSERT ON applications
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION applications_report_insert();
--> statement-breakpoint
-- A change of what the row keys read moves the row's part; a change of owners (the assignee,
-- creator, client, type, priority or department) or of deletion also moves its history's part.
CREATE FUNCTION applications_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas report_delta[] := ARRAY[]::report_delta[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT k FROM report_row_keys(OLD, -1) k);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT k FROM report_row_keys(NEW, 1) k);
  END IF;
  IF TG_OP = 'DELETE' OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
     OR OLD.created_by_id IS DISTINCT FROM NEW.created_by_id
     OR OLD.client_id IS DISTINCT FROM NEW.client_id
     OR OLD.transaction_type IS DISTINCT FROM NEW.transaction_type
     OR OLD.priority IS DISTINCT FROM NEW.priority
     OR OLD.department IS DISTINCT FROM NEW.department
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
    deltas := deltas || ARRAY(SELECT k FROM report_history_keys(OLD, -1) k);
    IF TG_OP <> 'DELETE' THEN
      deltas := deltas || ARRAY(SELECT k FROM report_history_keys(NEW, 1) k);
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
-- New history entries add their flow and exits with the application's current owners; an
-- entry written with the same time as a later one is ordered by id, as the history shows it.
CREATE FUNCTION application_history_report_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_deferred() THEN RETURN NULL; END IF;
  PERFORM report_apply(ARRAY(
    SELECT k
    FROM added h JOIN applications a ON a.id = h.application_id,
         LATERAL report_event_keys(
           a.assigned_to_id, a.created_by_id, a.client_id, a.transaction_type, a.priority,
           a.department, h.kind, h.created_at, h.from_value #>> '{}', h.to_value #>> '{}',
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
CREATE TRIGGER application_history_report_insert AFTER INSERT ON application_history
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION application_history_report_insert();
--> statement-breakpoint
-- For bulk loads with the triggers disabled: recount everything, set by set (the history's
-- part read in one pass over the history rather than per application).
CREATE FUNCTION report_aggregates_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_created;
  DELETE FROM report_completed;
  DELETE FROM report_durations;
  DELETE FROM report_open_due;
  DELETE FROM report_flow;
  DELETE FROM report_exits;
  INSERT INTO report_created (owner_kind, owner_id, owner_value, assignee_id, day, facet, value, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'created' GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO report_completed (owner_kind, owner_id, owner_value, assignee_id, day, status, due, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'completed' GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO report_durations (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, type, hours, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.grain, k.day, k.k1, k.k2, k.hours, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'durations' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO report_open_due (owner_kind, owner_id, owner_value, assignee_id, due_date, status, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.deleted_at IS NULL AND k.tbl = 'open_due' GROUP BY 1, 2, 3, 4, 5, 6;
  CREATE TEMP TABLE report_rebuild_events ON COMMIT DROP AS
  SELECT a.assigned_to_id, a.created_by_id, a.client_id, a.transaction_type, a.priority,
         a.department, h.kind, h.created_at,
         h.from_value #>> '{}' AS left_status,
         h.to_value #>> '{}' AS status,
         coalesce(lag(h.created_at) OVER (PARTITION BY h.application_id ORDER BY h.created_at, h.id),
                  a.created_at) AS entered
  FROM application_history h JOIN applications a ON a.id = h.application_id
  WHERE a.deleted_at IS NULL AND h.kind IN ('created', 'status');
  INSERT INTO report_flow (owner_kind, owner_id, owner_value, assignee_id, day, status, delta)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM report_rebuild_events ev,
       report_event_keys(ev.assigned_to_id, ev.created_by_id, ev.client_id, ev.transaction_type,
                         ev.priority, ev.department, ev.kind, ev.created_at, ev.left_status,
                         ev.status, ev.entered, 1) k
  WHERE k.tbl = 'flow' GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO report_exits (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, hours, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.grain, k.day, k.k1, k.hours, sum(k.d)
  FROM report_rebuild_events ev,
       report_event_keys(ev.assigned_to_id, ev.created_by_id, ev.client_id, ev.transaction_type,
                         ev.priority, ev.department, ev.kind, ev.created_at, ev.left_status,
                         ev.status, ev.entered, 1) k
  WHERE k.tbl = 'exits' GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  DROP TABLE report_rebuild_events;
END $$;
--> statement-breakpoint
-- What the deferred triggers left out of one bulk import: its applications and their history,
-- added set by set, in key order.
CREATE FUNCTION report_add_import(import integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_created AS c (owner_kind, owner_id, owner_value, assignee_id, day, facet, value, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'created'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (owner_kind, owner_id, owner_value, day, facet, value, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO report_completed AS c (owner_kind, owner_id, owner_value, assignee_id, day, status, due, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, k.k2, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'completed'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (owner_kind, owner_id, owner_value, day, status, due, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO report_durations AS c (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, type, hours, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.grain, k.day, k.k1, k.k2, k.hours, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'durations'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (owner_kind, owner_id, owner_value, grain, period, status, type, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO report_open_due AS c (owner_kind, owner_id, owner_value, assignee_id, due_date, status, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM applications a, report_row_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'open_due'
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, owner_value, due_date, status, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO report_flow AS c (owner_kind, owner_id, owner_value, assignee_id, day, status, delta)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.day, k.k1, sum(k.d)
  FROM applications a, report_history_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'flow'
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (owner_kind, owner_id, owner_value, day, status, assignee_id)
  DO UPDATE SET delta = c.delta + excluded.delta;
  INSERT INTO report_exits AS c (owner_kind, owner_id, owner_value, assignee_id, grain, period, status, hours, count)
  SELECT k.owner_kind, k.owner_id, k.owner_value, k.assignee_id, k.grain, k.day, k.k1, k.hours, sum(k.d)
  FROM applications a, report_history_keys(a, 1) k
  WHERE a.import_id = import AND k.tbl = 'exits'
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (owner_kind, owner_id, owner_value, grain, period, status, hours, assignee_id)
  DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
SELECT report_aggregates_rebuild();
--> statement-breakpoint
-- Reads are index-only: one owner's rows of a period (a filter's value included), and every
-- assignee's rows of a period at once (the admin's table of assignees, the *_kind_idx of 0029).
CREATE INDEX report_created_read_idx ON report_created (owner_kind, owner_id, owner_value, day)
  INCLUDE (facet, value, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_completed_read_idx ON report_completed (owner_kind, owner_id, owner_value, day)
  INCLUDE (status, due, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_durations_read_idx ON report_durations (owner_kind, owner_id, owner_value, grain, period)
  INCLUDE (status, type, hours, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_open_due_read_idx ON report_open_due (owner_kind, owner_id, owner_value, due_date)
  INCLUDE (status, assignee_id, count);
--> statement-breakpoint
CREATE INDEX report_flow_read_idx ON report_flow (owner_kind, owner_id, owner_value, day)
  INCLUDE (status, assignee_id, delta);
--> statement-breakpoint
CREATE INDEX report_exits_read_idx ON report_exits (owner_kind, owner_id, owner_value, grain, period)
  INCLUDE (status, hours, assignee_id, count);
--> statement-breakpoint
ANALYZE report_created, report_completed, report_durations, report_open_due, report_flow, report_exits;
