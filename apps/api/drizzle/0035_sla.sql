CREATE TABLE "application_sla" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"policy_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"warn_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_ms" bigint DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"breach_notified_at" timestamp with time zone,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_sla_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_sla_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sla_calendar" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"working_days" smallint[] DEFAULT '{0,1,2,3,4}'::smallint[] NOT NULL,
	"day_start" varchar(5) DEFAULT '08:00' NOT NULL,
	"day_end" varchar(5) DEFAULT '15:00' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"revision" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recomputed_version" integer DEFAULT 1 NOT NULL,
	"recompute_cursor" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_calendar_one_row" CHECK ("sla_calendar"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sla_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sla_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_holidays_days" CHECK ("sla_holidays"."date_to" >= "sla_holidays"."date_from")
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sla_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"transaction_type" varchar(50),
	"priority" varchar(50),
	"resolution_hours" double precision NOT NULL,
	"pause_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"warn_percent" smallint DEFAULT 80 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_policies_hours" CHECK ("sla_policies"."resolution_hours" > 0),
	CONSTRAINT "sla_policies_warn" CHECK ("sla_policies"."warn_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "application_sla" ADD CONSTRAINT "application_sla_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sla" ADD CONSTRAINT "application_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sla_pauses" ADD CONSTRAINT "application_sla_pauses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_calendar" ADD CONSTRAINT "sla_calendar_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_sla_running_due_idx" ON "application_sla" USING btree ("due_at","application_id") WHERE "application_sla"."stopped_at" is null and "application_sla"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "application_sla_due_idx" ON "application_sla" USING btree ("due_at","application_id");--> statement-breakpoint
CREATE INDEX "application_sla_warn_idx" ON "application_sla" USING btree ("warn_at") WHERE "application_sla"."stopped_at" is null and "application_sla"."paused_at" is null and "application_sla"."warned_at" is null;--> statement-breakpoint
CREATE INDEX "application_sla_version_idx" ON "application_sla" USING btree ("version") WHERE "application_sla"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "application_sla_pauses_application_idx" ON "application_sla_pauses" USING btree ("application_id","started_at");--> statement-breakpoint
CREATE INDEX "sla_holidays_from_idx" ON "sla_holidays" USING btree ("date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sla_policies_active_pair_idx" ON "sla_policies" USING btree (coalesce("transaction_type", ''),coalesce("priority", '')) WHERE "sla_policies"."active";--> statement-breakpoint
INSERT INTO "sla_calendar" ("id") VALUES (1) ON CONFLICT DO NOTHING;
