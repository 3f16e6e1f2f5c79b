-- Search reads Extended Arabic-Indic (Persian) digits as ASCII ones, as it already read
-- Arabic-Indic ones: the same folds as normalizeSearchText in packages/shared/src/search.ts (a
-- test keeps the two in step), so that APP-۲۰۲۶-۰۰۰۰۰۱ finds APP-2026-000001.
CREATE OR REPLACE FUNCTION mutabaa_search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(normalize(t, NFKC), E'[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    E'\u0622\u0623\u0625\u0671\u0649\u0629\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9',
    E'\u0627\u0627\u0627\u0627\u064A\u064701234567890123456789'
  )), E'\\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- A stored generated column keeps the value computed when its row was last written: rewriting a
-- column it reads recomputes it with the function above. Only rows with such digits change.
UPDATE users SET phone_number = phone_number WHERE search_text ~ E'[\u06F0-\u06F9]';
--> statement-breakpoint
-- Applications' search text is written by the service; its Persian digits were kept as they were
-- typed, so translating them gives what normalizeSearchText now writes. No trigger reads the
-- column.
UPDATE applications
SET search_text = translate(search_text, E'\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9', '0123456789')
WHERE search_text ~ E'[\u06F0-\u06F9]';
