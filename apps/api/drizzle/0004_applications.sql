CREATE TABLE "application_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" varchar(16) NOT NULL,
	"reference_number" varchar(24) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transaction_type" varchar(50),
	"status" varchar(50) DEFAULT 'draft' NOT NULL,
	"priority" varchar(50) DEFAULT 'normal' NOT NULL,
	"client_id" integer,
	"client_email" varchar(254) DEFAULT '' NOT NULL,
	"client_phone" varchar(32) DEFAULT '' NOT NULL,
	"assigned_to_id" integer,
	"created_by_id" integer,
	"department" varchar(100) DEFAULT '' NOT NULL,
	"due_date" date,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_reference_id" varchar(100) DEFAULT '' NOT NULL,
	"project_id" varchar(100),
	"comment_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "applications_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "applications_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_updated_idx" ON "applications" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_client_updated_idx" ON "applications" USING btree ("client_id","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_assigned_updated_idx" ON "applications" USING btree ("assigned_to_id","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_by_updated_idx" ON "applications" USING btree ("created_by_id","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_priority_idx" ON "applications" USING btree ("priority","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_type_idx" ON "applications" USING btree ("transaction_type","updated_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_department_idx" ON "applications" USING btree ("department") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_due_date_idx" ON "applications" USING btree ("due_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_tags_idx" ON "applications" USING gin ("tags") WHERE deleted_at is null;