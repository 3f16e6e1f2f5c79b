-- The same normalisation as normalizeSearchText in packages/shared/src/search.ts (a test keeps
-- the two in step): users are found by name, e-mail, company or phone in any spelling variant.
CREATE FUNCTION mutabaa_search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(normalize(t, NFKC), E'[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    E'\u0622\u0623\u0625\u0671\u0649\u0629\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669',
    E'\u0627\u0627\u0627\u0627\u064A\u06470123456789'
  )), E'\\s+', ' ', 'g'))
$$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (mutabaa_search_normalize(full_name || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || company_name || ' ' || phone_number)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_date_joined_idx" ON "users" USING btree ("date_joined","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login","id");