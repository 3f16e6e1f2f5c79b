CREATE TABLE "form_field_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_field_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"field_name" varchar(64) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"label_ar" varchar(100) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_field_configs_field_name_unique" UNIQUE("field_name")
);
--> statement-breakpoint
CREATE TABLE "form_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" varchar(32) NOT NULL,
	"value" varchar(50) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"label_ar" varchar(100) NOT NULL,
	"badge_color" varchar(7) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_options_list_value_key" UNIQUE("list","value"),
	CONSTRAINT "form_options_list_check" CHECK ("form_options"."list" in ('application-types', 'priorities', 'statuses'))
);
--> statement-breakpoint
CREATE TABLE "status_transitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_status" varchar(50) NOT NULL,
	"to_status" varchar(50) NOT NULL,
	"min_role" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_transitions_from_to_key" UNIQUE("from_status","to_status"),
	CONSTRAINT "status_transitions_role_check" CHECK ("status_transitions"."min_role" in ('admin', 'editor', 'client')),
	CONSTRAINT "status_transitions_distinct_check" CHECK ("status_transitions"."from_status" <> "status_transitions"."to_status")
);
--> statement-breakpoint
CREATE INDEX "form_options_list_order_idx" ON "form_options" USING btree ("list","order");