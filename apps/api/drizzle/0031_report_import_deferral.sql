-- A bulk import sets mutabaa.reports_deferred for its transaction: the insert triggers of the
-- reports' aggregates (migrations 0029 and 0030) then leave its rows out, and the import adds
-- them once at the end with report_add_import. Every update of an aggregate's key in one
-- transaction leaves a version the next update of it steps over; batch after batch of one
-- import updated the same keys hundreds of times.
CREATE FUNCTION report_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('mutabaa.reports_deferred', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_report_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_deferred() THEN RETURN NULL; END IF;
  PERFORM report_apply(ARRAY(
    SELECT k::report_delta FROM inserted AS n, report_row_keys(n, 1) AS k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_history_report_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF report_deferred() THEN RETURN NULL; END IF;
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
-- What the deferred triggers left out of one bulk import: its applications and their history,
-- added set by set, each key once, in key order.
CREATE FUNCTION report_add_import(import integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    SELECT ROW(k.tbl, k.owner_kind, k.owner_id, k.assignee_id, k.grain, k.day, k.k1, k.k2,
               k.hours, sum(k.d))::report_delta
    FROM applications a,
         LATERAL (SELECT * FROM report_row_keys(a, 1)
                  UNION ALL SELECT * FROM report_history_keys(a, 1)) k
    WHERE a.import_id = import
    GROUP BY k.tbl, k.owner_kind, k.owner_id, k.assignee_id, k.grain, k.day, k.k1, k.k2,
             k.hours));
END $$;
