CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","full_name","id");--> statement-breakpoint
-- Beside each (assignee, due date) row, one row per assignee on 'infinity' holds the total of
-- their open applications with a due date: overdue = total - the rows from today on, so the
-- workload reads the next weeks' rows instead of every past date.
CREATE OR REPLACE FUNCTION assignee_due_counters_add(a_old applications, a_new applications) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old_key boolean := a_old.assigned_to_id IS NOT NULL AND a_old.due_date IS NOT NULL
    AND a_old.deleted_at IS NULL AND a_old.status NOT IN ('draft', 'completed', 'cancelled');
  new_key boolean := a_new.assigned_to_id IS NOT NULL AND a_new.due_date IS NOT NULL
    AND a_new.deleted_at IS NULL AND a_new.status NOT IN ('draft', 'completed', 'cancelled');
BEGIN
  IF old_key AND new_key AND a_old.assigned_to_id = a_new.assigned_to_id
     AND a_old.due_date = a_new.due_date THEN
    RETURN;
  END IF;
  INSERT INTO assignee_due_counters AS c (assignee_id, due_date, count)
  SELECT d.assignee_id, d.due_date, sum(d.delta)
  FROM (
    SELECT a_old.assigned_to_id AS assignee_id, a_old.due_date, -1 AS delta WHERE old_key
    UNION ALL
    SELECT a_old.assigned_to_id, 'infinity'::date, -1 WHERE old_key
    UNION ALL
    SELECT a_new.assigned_to_id, a_new.due_date, 1 WHERE new_key
    UNION ALL
    SELECT a_new.assigned_to_id, 'infinity'::date, 1 WHERE new_key
  ) AS d
  GROUP BY d.assignee_id, d.due_date
  HAVING sum(d.delta) <> 0
  ORDER BY d.assignee_id, d.due_date
  ON CONFLICT (assignee_id, due_date) DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION assignee_due_counters_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM assignee_due_counters;
  INSERT INTO assignee_due_counters (assignee_id, due_date, count)
  SELECT assigned_to_id, coalesce(due_date, 'infinity'::date), count(*)
  FROM applications
  WHERE assigned_to_id IS NOT NULL AND due_date IS NOT NULL AND deleted_at IS NULL
    AND status NOT IN ('draft', 'completed', 'cancelled')
  GROUP BY GROUPING SETS ((assigned_to_id, due_date), (assigned_to_id));
$$;
--> statement-breakpoint
SELECT assignee_due_counters_rebuild();
