CREATE TABLE "assignee_due_counters" (
	"assignee_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignee_due_counters_assignee_id_due_date_pk" PRIMARY KEY("assignee_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "assignment_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer,
	"assigned_by_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"rule" varchar(16),
	"pick_open_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_history_rule_check" CHECK ("assignment_history"."rule" in ('balanced', 'round_robin'))
);
--> statement-breakpoint
CREATE TABLE "assignment_rules" (
	"transaction_type" varchar(50) PRIMARY KEY NOT NULL,
	"mode" varchar(16) DEFAULT 'off' NOT NULL,
	"last_assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "assignment_rules_mode_check" CHECK ("assignment_rules"."mode" in ('off', 'balanced', 'round_robin'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_history" ADD CONSTRAINT "assignment_history_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_last_assignee_id_users_id_fk" FOREIGN KEY ("last_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_history_created_idx" ON "assignment_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "assignment_history_application_idx" ON "assignment_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_history_from_idx" ON "assignment_history" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_history_to_idx" ON "assignment_history" USING btree ("to_user_id","created_at");--> statement-breakpoint
-- The key of an application in assignee_due_counters: open (submitted, not final), live,
-- assigned and with a due date; otherwise none. Rows are touched in key order (deadlocks).
CREATE FUNCTION assignee_due_counters_add(a_old applications, a_new applications) RETURNS void
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
    SELECT a_new.assigned_to_id, a_new.due_date, 1 WHERE new_key
  ) AS d
  GROUP BY d.assignee_id, d.due_date
  HAVING sum(d.delta) <> 0
  ORDER BY d.assignee_id, d.due_date
  ON CONFLICT (assignee_id, due_date) DO UPDATE SET count = c.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION applications_due_counters_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM assignee_due_counters_add(NULL::applications, NEW);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM assignee_due_counters_add(OLD, NULL::applications);
  ELSE
    PERFORM assignee_due_counters_add(OLD, NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_due_counters_insert_delete AFTER INSERT OR DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION applications_due_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER applications_due_counters_update AFTER UPDATE ON applications
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
  OR OLD.due_date IS DISTINCT FROM NEW.due_date
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
) EXECUTE FUNCTION applications_due_counters_trigger();
--> statement-breakpoint
-- For bulk loads with the triggers disabled: recount from the table.
CREATE FUNCTION assignee_due_counters_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM assignee_due_counters;
  INSERT INTO assignee_due_counters (assignee_id, due_date, count)
  SELECT assigned_to_id, due_date, count(*)
  FROM applications
  WHERE assigned_to_id IS NOT NULL AND due_date IS NOT NULL AND deleted_at IS NULL
    AND status NOT IN ('draft', 'completed', 'cancelled')
  GROUP BY assigned_to_id, due_date;
$$;
--> statement-breakpoint
SELECT assignee_due_counters_rebuild();
