ALTER TABLE "application_counters" DROP CONSTRAINT "application_counters_scope_check";--> statement-breakpoint
ALTER TABLE "application_counters" ADD CONSTRAINT "application_counters_scope_check" CHECK ("application_counters"."scope" in ('all', 'client', 'assignee', 'creator'));--> statement-breakpoint
-- 'creator': live applications per creator and status, of those not assigned to their creator.
-- With 'assignee' it gives an editor's "created or assigned" total without counting the table.
CREATE OR REPLACE FUNCTION application_counters_keys(a applications, delta integer)
RETURNS application_counters[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a.deleted_at IS NOT NULL THEN ARRAY[]::application_counters[] ELSE
    ARRAY[ROW('all', 0, a.status, delta)::application_counters]
    || CASE WHEN a.client_id IS NULL THEN ARRAY[]::application_counters[]
            ELSE ARRAY[ROW('client', a.client_id, a.status, delta)::application_counters] END
    || CASE WHEN a.assigned_to_id IS NULL THEN ARRAY[]::application_counters[]
            ELSE ARRAY[ROW('assignee', a.assigned_to_id, a.status, delta)::application_counters] END
    || CASE WHEN a.created_by_id IS NULL OR a.created_by_id IS NOT DISTINCT FROM a.assigned_to_id
            THEN ARRAY[]::application_counters[]
            ELSE ARRAY[ROW('creator', a.created_by_id, a.status, delta)::application_counters] END
  END
$$;
--> statement-breakpoint
-- The update trigger also fires when the creator changes (a merge of users may do that).
DROP TRIGGER applications_counters_update ON applications;
--> statement-breakpoint
CREATE TRIGGER applications_counters_update AFTER UPDATE ON applications
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.client_id IS DISTINCT FROM NEW.client_id
  OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
  OR OLD.created_by_id IS DISTINCT FROM NEW.created_by_id
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
) EXECUTE FUNCTION applications_counters_trigger();
--> statement-breakpoint
SELECT application_counters_rebuild();
