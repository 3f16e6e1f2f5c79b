ALTER TABLE "webhook_deliveries" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unqueued_idx" ON "webhook_deliveries" USING btree ("id") WHERE "webhook_deliveries"."status" = 'pending' and "webhook_deliveries"."queued_at" is null;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "queued_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION webhook_deliveries_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered to listeners when the inserting transaction commits (and not at all if it rolls
  -- back); notifications alike within one transaction are folded into one, so a change sent
  -- to many webhooks announces once. A worker then queues the new deliveries' jobs.
  PERFORM pg_notify('mutabaa_webhook_deliveries', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_announce AFTER INSERT ON webhook_deliveries
  FOR EACH ROW WHEN (NEW.queued_at IS NULL) EXECUTE FUNCTION webhook_deliveries_announce();
