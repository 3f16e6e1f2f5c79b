CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" "bytea",
	"anchor_seq" bigint DEFAULT 0 NOT NULL,
	"anchor_hash" "bytea"
);
--> statement-breakpoint
CREATE TABLE "email_template_texts" (
	"template_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "email_template_texts_template_id_language_pk" PRIMARY KEY("template_id","language")
);
--> statement-breakpoint
CREATE TABLE "email_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"subject_en" varchar(300) NOT NULL,
	"subject_ar" varchar(300) NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "audit_logs_entity_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "actor_name" varchar(300);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "user_agent" varchar(500);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" "bytea";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" "bytea";--> statement-breakpoint
ALTER TABLE "email_template_texts" ADD CONSTRAINT "email_template_texts_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_template_versions_template_version_idx" ON "email_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_seq_idx" ON "audit_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_ip_idx" ON "audit_logs" USING btree ("ip","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
-- The hash of one audit entry: SHA-256 over its content, as a JSON array (unambiguous, and
-- jsonb writes `changes` in one canonical form), followed by the previous entry's hash.
CREATE FUNCTION audit_log_digest(
  a_seq bigint, a_actor_id integer, a_actor_name varchar, a_action varchar, a_entity_type varchar,
  a_entity_id varchar, a_changes jsonb, a_ip varchar, a_user_agent varchar,
  a_created_at timestamptz, a_prev_hash bytea
) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    a_seq, a_actor_id, a_actor_name, a_action, a_entity_type, a_entity_id, a_changes, a_ip,
    a_user_agent, to_char(a_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8') || coalesce(a_prev_hash, ''::bytea))
$$;
--> statement-breakpoint
INSERT INTO audit_chain_head (id, last_seq, anchor_seq) VALUES (1, 0, 0);
--> statement-breakpoint
-- Chain the entries written before this migration, in the order they were written.
ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev bytea := NULL;
BEGIN
  FOR r IN SELECT l.id, u.full_name, u.email FROM audit_logs l
      LEFT JOIN users u ON u.id = l.actor_id ORDER BY l.id LOOP
    n := n + 1;
    UPDATE audit_logs SET
      seq = n,
      actor_name = CASE WHEN actor_id IS NULL THEN NULL
        ELSE coalesce(nullif(r.full_name, ''), r.email, '') END,
      prev_hash = prev
    WHERE id = r.id;
    UPDATE audit_logs SET hash = audit_log_digest(seq, actor_id, actor_name, action, entity_type,
        entity_id, changes, ip, user_agent, created_at, prev_hash)
      WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
  UPDATE audit_chain_head SET last_seq = n, last_hash = prev WHERE id = 1;
END $$;
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_append_only;
--> statement-breakpoint
ALTER TABLE audit_logs ALTER COLUMN seq SET NOT NULL;
--> statement-breakpoint
ALTER TABLE audit_logs ALTER COLUMN hash SET NOT NULL;
--> statement-breakpoint
-- Each new entry takes the next place in the chain under a transaction-scoped lock, so the
-- next writer waits until this transaction commits or rolls back: the chain is in commit
-- order and has no gaps. The actor's name is kept with the entry.
CREATE FUNCTION audit_logs_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(7262830751);
  SELECT l.seq, l.hash INTO last_seq, last_hash FROM audit_logs l ORDER BY l.seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT h.last_seq, h.last_hash INTO last_seq, last_hash FROM audit_chain_head h WHERE h.id = 1;
  END IF;
  IF NEW.actor_name IS NULL AND NEW.actor_id IS NOT NULL THEN
    SELECT coalesce(nullif(u.full_name, ''), u.email) INTO NEW.actor_name
      FROM users u WHERE u.id = NEW.actor_id;
  END IF;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := audit_log_digest(NEW.seq, NEW.actor_id, NEW.actor_name, NEW.action,
    NEW.entity_type, NEW.entity_id, NEW.changes, NEW.ip, NEW.user_agent, NEW.created_at,
    NEW.prev_hash);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
--> statement-breakpoint
-- The head follows the last entry of each statement (still under the chain's lock).
CREATE FUNCTION audit_logs_head() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_chain_head h SET last_seq = n.seq, last_hash = n.hash
    FROM (SELECT seq, hash FROM audit_logs_new ORDER BY seq DESC LIMIT 1) n
    WHERE h.id = 1 AND n.seq > h.last_seq;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_head AFTER INSERT ON audit_logs
  REFERENCING NEW TABLE AS audit_logs_new
  FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_head();
--> statement-breakpoint
-- Changing or removing entries stays refused; the one exception is audit_logs_purge below.
CREATE OR REPLACE FUNCTION audit_logs_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('mutabaa.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Retention: removes the entries older than `cutoff` from the start of the chain (up to the
-- first entry not older), moves the chain's anchor to the last one removed, and records what
-- it removed as a new chained entry. Returns how many were removed.
CREATE FUNCTION audit_logs_purge(cutoff timestamptz, actor integer) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  through bigint;
  through_hash bytea;
  removed bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7262830751);
  SELECT coalesce(
      (SELECT min(seq) FROM audit_logs WHERE created_at >= cutoff),
      (SELECT max(seq) + 1 FROM audit_logs)
    ) - 1 INTO through;
  IF through IS NULL OR through <= (SELECT anchor_seq FROM audit_chain_head WHERE id = 1) THEN
    RETURN 0;
  END IF;
  SELECT hash INTO through_hash FROM audit_logs WHERE seq = through;
  PERFORM set_config('mutabaa.audit_purge', 'on', true);
  DELETE FROM audit_logs WHERE seq <= through;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('mutabaa.audit_purge', 'off', true);
  UPDATE audit_chain_head SET anchor_seq = through, anchor_hash = through_hash WHERE id = 1;
  INSERT INTO audit_logs (actor_id, action, entity_type, entity_id, changes)
    VALUES (actor, 'audit.retention_applied', 'audit_log', NULL, jsonb_build_object(
      'removed', jsonb_build_array(NULL, removed),
      'through_seq', jsonb_build_array(NULL, through),
      'older_than', jsonb_build_array(NULL, cutoff)));
  RETURN removed;
END;
$$;
