-- What the audit log's text search reads: the actor's name, the action, the record, the address
-- and the changes, as one text a trigram index serves (the search was a scan of every entry).
CREATE FUNCTION audit_log_search_text(
  a_actor_name varchar, a_action varchar, a_entity_id varchar, a_ip varchar, a_changes jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(a_actor_name, '') || ' ' || a_action || ' ' || coalesce(a_entity_id, '') || ' '
    || coalesce(a_ip, '') || ' ' || a_changes::text
$$;
--> statement-breakpoint
CREATE INDEX audit_logs_search_trgm_idx ON audit_logs
  USING gin (audit_log_search_text(actor_name, action, entity_id, ip, changes) gin_trgm_ops);
