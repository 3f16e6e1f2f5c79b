ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "application_history_status_created_idx" ON "application_history" USING btree ("created_at") WHERE kind = 'status';--> statement-breakpoint
CREATE INDEX "applications_status_changed_idx" ON "applications" USING btree ("status","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
-- submitted_at: the first time an application left draft, or its creation when created
-- submitted. Set here so that every writer (the API, imports, bulk loads) keeps it.
CREATE FUNCTION applications_submitted_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted_at IS NULL AND NEW.status <> 'draft' THEN
    NEW.submitted_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_submitted_insert BEFORE INSERT ON applications
FOR EACH ROW EXECUTE FUNCTION applications_submitted_trigger();
--> statement-breakpoint
CREATE TRIGGER applications_submitted_update BEFORE UPDATE OF status ON applications
FOR EACH ROW WHEN (OLD.submitted_at IS NULL AND NEW.status <> 'draft')
EXECUTE FUNCTION applications_submitted_trigger();
--> statement-breakpoint
-- Existing applications: from their history, else (never left draft in the history, or no
-- history kept) their creation when they are past draft.
UPDATE applications a SET submitted_at = coalesce(
  (SELECT min(h.created_at) FROM application_history h
   WHERE h.application_id = a.id AND h.kind IN ('created', 'status')
     AND h.to_value #>> '{}' <> 'draft'),
  CASE WHEN a.status <> 'draft' THEN a.created_at END);
--> statement-breakpoint
-- A duration as the reports count it (REPORT_DEFINITIONS.processing_time, durationBucketHours
-- of @mutabaa/shared): whole hours below 48, whole days (in hours) from 48 on, rounded down.
CREATE FUNCTION report_duration_hours(from_at timestamptz, to_at timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d.h < 48 THEN greatest(floor(d.h), 0)::integer
              ELSE (floor(d.h / 24) * 24)::integer END
  FROM (SELECT extract(epoch FROM to_at - from_at) / 3600 AS h) AS d
$$;
