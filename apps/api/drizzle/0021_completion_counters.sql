CREATE TABLE "assignee_completion_counters" (
	"assignee_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignee_completion_counters_assignee_id_day_pk" PRIMARY KEY("assignee_id","day")
);
--> statement-breakpoint
-- The key of an application in assignee_completion_counters: completed, live and assigned,
-- on the UTC day its status became completed; otherwise none.
CREATE FUNCTION assignee_completion_counters_add(a_old applications, a_new applications) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old_key boolean := a_old.assigned_to_id IS NOT NULL AND a_old.deleted_at IS NULL
    AND a_old.status = 'completed';
  new_key boolean := a_new.assigned_to_id IS NOT NULL AND a_new.deleted_at IS NULL
    AND a_new.status = 'completed';
  old_day date := (a_old.status_changed_at AT TIME ZONE 'UTC')::date;
  new_day date := (a_new.status_changed_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF old_key AND new_key AND a_old.assigned_to_id = a_new.assigned_to_id AND old_day = new_day THEN
    RETURN;
  END IF;
  INSERT INTO assignee_completion_counters AS c (assignee_id, day, count)
  SELECT d.assignee_id, d.day, sum(d.delta)
  FROM (
    SELECT a_old.assigned_to_id AS assignee_id, old_day AS day, -1 AS delta WHERE old_key
    UNION ALL
    SELECT a_new.assigned_to_id, new_day, 1 WHERE new_key
  ) AS d
  GROUP BY d.assignee_id, d.day
  HAVING sum(d.delta) <> 0
  ORDER BY d.assignee_id, d.day
  ON CONFLICT (assignee_id, day) DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION applications_completion_counters_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM assignee_completion_counters_add(NULL::applications, NEW);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM assignee_completion_counters_add(OLD, NULL::applications);
  ELSE
    PERFORM assignee_completion_counters_add(OLD, NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_completion_counters_insert_delete AFTER INSERT OR DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION applications_completion_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER applications_completion_counters_update AFTER UPDATE ON applications
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  OR OLD.status_changed_at IS DISTINCT FROM NEW.status_changed_at
) EXECUTE FUNCTION applications_completion_counters_trigger();
--> statement-breakpoint
-- For bulk loads with the triggers disabled: recount from the table.
CREATE FUNCTION assignee_completion_counters_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM assignee_completion_counters;
  INSERT INTO assignee_completion_counters (assignee_id, day, count)
  SELECT assigned_to_id, (status_changed_at AT TIME ZONE 'UTC')::date, count(*)
  FROM applications
  WHERE assigned_to_id IS NOT NULL AND deleted_at IS NULL AND status = 'completed'
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT assignee_completion_counters_rebuild();
