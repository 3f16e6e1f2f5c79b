CREATE TABLE "import_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" varchar(200),
	"field" varchar(32),
	"value" text DEFAULT '' NOT NULL,
	"message" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"headers_key" varchar(64) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(8) NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"encoding" varchar(32),
	"delimiter" varchar(4),
	"sheets" jsonb NOT NULL,
	"sheet" varchar(100),
	"mapping" jsonb,
	"options" jsonb,
	"status" varchar(16) DEFAULT 'uploaded' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"run_id" varchar(36),
	"reference_year" integer,
	"reference_first" integer,
	"reference_count" integer,
	"failure" varchar(64),
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_removed_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('uploaded', 'checking', 'checked', 'importing', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_errors_import_row_idx" ON "import_errors" USING btree ("import_id","row","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_user_headers_idx" ON "import_mappings" USING btree ("user_id","headers_key");--> statement-breakpoint
CREATE INDEX "imports_created_by_idx" ON "imports" USING btree ("created_by_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_sha256_idx" ON "imports" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_import_idx" ON "applications" USING btree ("import_id") WHERE import_id is not null;--> statement-breakpoint
CREATE INDEX "applications_external_reference_idx" ON "applications" USING btree (lower("external_reference_id")) WHERE deleted_at is null and external_reference_id <> '';