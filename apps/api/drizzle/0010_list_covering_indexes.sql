DROP INDEX "applications_updated_idx";--> statement-breakpoint
DROP INDEX "applications_client_updated_idx";--> statement-breakpoint
DROP INDEX "applications_assigned_updated_idx";--> statement-breakpoint
DROP INDEX "applications_created_by_updated_idx";--> statement-breakpoint
DROP INDEX "applications_status_updated_idx";--> statement-breakpoint
DROP INDEX "applications_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_list_filters_idx" ON "applications" USING btree ("status","priority","transaction_type","created_at","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_updated_idx" ON "applications" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_client_updated_idx" ON "applications" USING btree ("client_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_assigned_updated_idx" ON "applications" USING btree ("assigned_to_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_by_updated_idx" ON "applications" USING btree ("created_by_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"assigned_to_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at","status","priority","transaction_type","updated_at","id") WHERE deleted_at is null;