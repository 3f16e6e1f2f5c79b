ALTER TABLE "webhook_deliveries" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "draft" jsonb;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_draft_idx" ON "webhook_deliveries" USING btree ("message_id") WHERE "webhook_deliveries"."body" is null;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_body_check" CHECK ("webhook_deliveries"."body" is not null or "webhook_deliveries"."draft" is not null);