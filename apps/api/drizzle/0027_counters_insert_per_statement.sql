-- New applications update the counters once per statement rather than once per row: an import
-- inserts thousands of rows in one transaction, and each row's update of the same counter rows
-- had to step over every earlier version of them (its cost grew with the square of the rows).
-- Deletes stay per row; updates keep their own trigger.
DROP TRIGGER applications_counters_insert_delete ON applications;
--> statement-breakpoint
CREATE TRIGGER applications_counters_delete AFTER DELETE ON applications
FOR EACH ROW EXECUTE FUNCTION applications_counters_trigger();
--> statement-breakpoint
CREATE FUNCTION applications_counters_insert_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_counters_add(ARRAY(
    SELECT k FROM inserted AS n, unnest(application_counters_keys(n, 1)) AS k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counters_insert AFTER INSERT ON applications
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION applications_counters_insert_statement();
