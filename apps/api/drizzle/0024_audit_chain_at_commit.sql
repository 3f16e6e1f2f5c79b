-- Entries take their place in the chain when their transaction commits rather than when they
-- are written: the chain's lock is then held only from the start of the commit to its end. A
-- transaction waiting for it holds locks nobody in a commit needs, so audited transactions
-- cannot deadlock on it, and the chain order is exactly the commit order.
DROP TRIGGER audit_logs_chain ON audit_logs;
--> statement-breakpoint
DROP TRIGGER audit_logs_head ON audit_logs;
--> statement-breakpoint
DROP FUNCTION audit_logs_head();
--> statement-breakpoint
DROP FUNCTION audit_logs_chain();
--> statement-breakpoint
ALTER TABLE audit_logs ALTER COLUMN seq DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE audit_logs ALTER COLUMN hash DROP NOT NULL;
--> statement-breakpoint
-- The entries of the committing transaction (only its own are unchained and visible to it).
CREATE INDEX audit_logs_unchained_idx ON audit_logs (id) WHERE seq IS NULL;
--> statement-breakpoint
-- Chains every entry of this transaction not yet chained, in the order written: the first call
-- at commit does them all and notes the last id it chained, so the later calls (one per entry)
-- return at once. The actor's name is kept with the entry.
CREATE FUNCTION audit_logs_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_seq bigint;
  v_hash bytea;
  v_name varchar;
  chained bigint := 0;
BEGIN
  -- Later calls of the same commit: the first one chained this entry already.
  IF NEW.id <= coalesce(nullif(current_setting('mutabaa.audit_chained_to', true), ''), '0')::bigint
  THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7262830751);
  SELECT h.last_seq, h.last_hash INTO v_seq, v_hash FROM audit_chain_head h WHERE h.id = 1;
  PERFORM set_config('mutabaa.audit_chain', 'on', true);
  FOR r IN SELECT l.id, l.actor_id, l.actor_name FROM audit_logs l
      WHERE l.seq IS NULL ORDER BY l.id LOOP
    v_seq := v_seq + 1;
    v_name := r.actor_name;
    IF v_name IS NULL AND r.actor_id IS NOT NULL THEN
      SELECT coalesce(nullif(u.full_name, ''), u.email) INTO v_name
        FROM users u WHERE u.id = r.actor_id;
    END IF;
    UPDATE audit_logs l SET
      seq = v_seq,
      prev_hash = v_hash,
      actor_name = v_name,
      hash = audit_log_digest(v_seq, l.actor_id, v_name, l.action, l.entity_type, l.entity_id,
        l.changes, l.ip, l.user_agent, l.created_at, v_hash)
    WHERE l.id = r.id
    RETURNING l.hash INTO v_hash;
    chained := chained + 1;
    PERFORM set_config('mutabaa.audit_chained_to', r.id::text, true);
  END LOOP;
  PERFORM set_config('mutabaa.audit_chain', 'off', true);
  IF chained > 0 THEN
    UPDATE audit_chain_head SET last_seq = v_seq, last_hash = v_hash WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_logs_chain AFTER INSERT ON audit_logs
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
--> statement-breakpoint
-- Changing or removing entries stays refused. The exceptions: the chain filling in an entry of
-- its own transaction at commit (its content unchanged), and audit_logs_purge.
CREATE OR REPLACE FUNCTION audit_logs_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('mutabaa.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('mutabaa.audit_chain', true) = 'on'
    AND OLD.seq IS NULL AND OLD.hash IS NULL
    AND NEW.id = OLD.id AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.action = OLD.action AND NEW.entity_type = OLD.entity_type
    AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id AND NEW.changes = OLD.changes
    AND NEW.ip IS NOT DISTINCT FROM OLD.ip AND NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent
    AND NEW.created_at = OLD.created_at
    AND (OLD.actor_name IS NULL OR NEW.actor_name = OLD.actor_name) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Retention now reads the chain's end from its head (entries being written are not chained yet).
CREATE OR REPLACE FUNCTION audit_logs_purge(cutoff timestamptz, actor integer) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  through bigint;
  through_hash bytea;
  removed bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7262830751);
  SELECT coalesce(
      (SELECT min(seq) FROM audit_logs WHERE seq IS NOT NULL AND created_at >= cutoff),
      (SELECT last_seq + 1 FROM audit_chain_head WHERE id = 1)
    ) - 1 INTO through;
  IF through <= (SELECT anchor_seq FROM audit_chain_head WHERE id = 1) THEN
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
      'removed', removed, 'through_seq', through, 'older_than', cutoff));
  RETURN removed;
END;
$$;
