CREATE TABLE "document_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"application_type" varchar(64),
	"status" varchar(64),
	"title_en" varchar(300) NOT NULL,
	"title_ar" varchar(300) NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"footer_en" text NOT NULL,
	"footer_ar" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "issued_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"language" varchar(2) NOT NULL,
	"version" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"reference_number" varchar(64) NOT NULL,
	"status_at_issue" varchar(64) NOT NULL,
	"holder" varchar(120) NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"withdrawal_reason" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_scope_idx" ON "document_templates" USING btree ("kind",coalesce("application_type", ''),coalesce("status", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_token_idx" ON "issued_documents" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_version_idx" ON "issued_documents" USING btree ("application_id","kind","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_receipt_idx" ON "issued_documents" USING btree ("application_id") WHERE "issued_documents"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX "issued_documents_application_idx" ON "issued_documents" USING btree ("application_id","issued_at");