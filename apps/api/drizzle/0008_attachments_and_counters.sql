CREATE TABLE "application_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "application_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "application_counters" (
	"scope" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"status" varchar(50) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counters_scope_owner_id_status_pk" PRIMARY KEY("scope","owner_id","status"),
	CONSTRAINT "application_counters_scope_check" CHECK ("application_counters"."scope" in ('all', 'client', 'assignee'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attachment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_attachments" ADD CONSTRAINT "application_attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_attachments" ADD CONSTRAINT "application_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_attachments_app_created_idx" ON "application_attachments" USING btree ("application_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_with_files_updated_idx" ON "applications" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE deleted_at is null and attachment_count > 0;--> statement-breakpoint
CREATE INDEX "applications_assigned_status_changed_idx" ON "applications" USING btree ("assigned_to_id","status","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_assigned_due_idx" ON "applications" USING btree ("assigned_to_id","due_date") WHERE deleted_at is null;