ALTER TABLE "users" ADD COLUMN "calendar" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_check" CHECK ("users"."calendar" in ('gregorian', 'hijri', 'both'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_check" CHECK ("users"."digits" in ('latn', 'arab'));