DROP INDEX "applications_client_updated_idx";--> statement-breakpoint
DROP INDEX "applications_assigned_updated_idx";--> statement-breakpoint
DROP INDEX "applications_created_by_updated_idx";--> statement-breakpoint
DROP INDEX "applications_with_files_updated_idx";--> statement-breakpoint
CREATE INDEX "applications_client_updated_idx" ON "applications" USING btree ("client_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","priority","transaction_type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_assigned_updated_idx" ON "applications" USING btree ("assigned_to_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","priority","transaction_type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_by_updated_idx" ON "applications" USING btree ("created_by_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"assigned_to_id","status","priority","transaction_type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_with_files_updated_idx" ON "applications" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null and attachment_count > 0;