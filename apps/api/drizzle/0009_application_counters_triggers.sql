-- Live applications per status, overall, per client and per assignee, kept in the writing
-- transaction. Rows are touched in key order so that concurrent writers cannot deadlock.
CREATE FUNCTION application_counters_add(deltas application_counters[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_counters AS c (scope, owner_id, status, count)
  SELECT d.scope, d.owner_id, d.status, sum(d.count)
  FROM unnest(deltas) AS d
  GROUP BY d.scope, d.owner_id, d.status
  HAVING sum(d.count) <> 0
  ORDER BY d.scope, d.owner_id, d.status
  ON CONFLICT (scope, owner_id, status) DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_counters_keys(a applications, delta integer)
RETURNS application_counters[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a.deleted_at IS NOT NULL THEN ARRAY[]::application_counters[] ELSE
    ARRAY[ROW('all', 0, a.status, delta)::application_counters]
    || CASE WHEN a.client_id IS NULL THEN ARRAY[]::application_counters[]
            ELSE ARRAY[ROW('client', a.client_id, a.status, delta)::application_counters] END
    || CASE WHEN a.assigned_to_id IS NULL THEN ARRAY[]::application_counters[]
            ELSE ARRAY[ROW('assignee', a.assigned_to_id, a.status, delta)::application_counters] END
  END
$$;
--> statement-breakpoint
CREATE FUNCTION applications_counters_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas application_counters[] := ARRAY[]::application_counters[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || application_counters_keys(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || application_counters_keys(NEW, 1);
  END IF;
  PERFORM application_counters_add(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counters_insert_delete AFTER INSERT OR DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION applications_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER applications_counters_update AFTER UPDATE ON applications
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.client_id IS DISTINCT FROM NEW.client_id
  OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
) EXECUTE FUNCTION applications_counters_trigger();
--> statement-breakpoint
-- For bulk loads with the triggers disabled: recount everything from the table.
CREATE FUNCTION application_counters_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM application_counters;
  INSERT INTO application_counters (scope, owner_id, status, count)
  SELECT k.scope, k.owner_id, k.status, sum(k.count)
  FROM applications a, unnest(application_counters_keys(a, 1)) AS k
  GROUP BY k.scope, k.owner_id, k.status;
$$;
--> statement-breakpoint
SELECT application_counters_rebuild();
--> statement-breakpoint
CREATE FUNCTION applications_status_changed_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status_changed_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_status_changed BEFORE UPDATE ON applications
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION applications_status_changed_trigger();
