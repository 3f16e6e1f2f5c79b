import { z } from 'zod';
import { asciiDigits } from './digits.js';
import { DEFAULT_PAGE_SIZE, EMAIL_MAX_LENGTH, MAX_PAGE_SIZE } from './limits.js';

/*
 * The input policy every request schema is built from. PostgreSQL refuses a NUL character and
 * a lone surrogate in text, a year past 9999 and an integer past 32 bits; the schemas refuse
 * them first, so a caller gets a field error (422) in their language instead of a failed query.
 * Messages are keys, translated by the API and by the web app.
 *
 * Every field made of digits (ids, page numbers and sizes, dates, yes/no as 1/0) reads
 * Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as ASCII ones before it is checked
 * (`latinDigits`), so the same value typed in any of the three digit sets gets the same answer.
 * Free text (titles, names, comments, search terms) keeps its digits as typed.
 */

/** Largest id of a row (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;
/** Highest page number a list accepts. */
export const PAGE_MAX = 1_000_000;
/** Earliest and latest day a date field or date filter accepts. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

// With the `u` flag a surrogate pair is one code point, so only a lone surrogate matches.
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const SINGLE_LINE = /^[^\0-\x1F\uD800-\uDFFF]*$/u;
// Tab, line feed and carriage return are the only control characters of multi-line text.
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF]*$/u;
const NO_NUL_NOR_LONE_SURROGATE = /^[^\0\uD800-\uDFFF]*$/u;
// Years 1900 to 2199: DATE_MIN to DATE_MAX. The day after DATE_MAX (a "before" filter's bound)
// is still a year of four digits.
const YEAR_IN_RANGE = /^(?:19|20|21)\d\d-/;
const QUERY_ID = /^[1-9][0-9]{0,9}$/;

const invalidCharacters = { error: 'invalid_characters', abort: true } as const;

/**
 * `schema` reading a text's Arabic-Indic and Extended Arabic-Indic digits as ASCII digits, and
 * without the invisible direction marks pasted around them (`asciiDigits`), before it checks
 * it; any other value reaches `schema` as it is. Spaces stay: a value refused for them in ASCII
 * digits is refused in the others too. A preprocess rather than
 * `z.string().transform().pipe()`: the input type and the documented schema (format, pattern,
 * bounds) stay `schema`'s.
 */
export function latinDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: z.input<T>) => (typeof value === 'string' ? asciiDigits(value) : value),
    schema,
  );
}

/** One line of text: NFC, trimmed, no control character nor lone surrogate, at most `max`. */
export function singleLineText(max: number) {
  return z
    .string()
    .normalize('NFC')
    .trim()
    .regex(SINGLE_LINE, invalidCharacters)
    .max(max, { error: 'too_long' });
}

/** Text of several lines: as single-line text, with tabs and line breaks allowed. */
export function multiLineText(max: number) {
  return z
    .string()
    .normalize('NFC')
    .trim()
    .regex(MULTI_LINE, invalidCharacters)
    .max(max, { error: 'too_long' });
}

/** An e-mail address: single-line text of the address form. */
export function emailAddress(max = EMAIL_MAX_LENGTH) {
  return singleLineText(max).regex(z.regexes.email, { error: 'invalid_email' });
}

/**
 * A password as typed: neither trimmed nor normalised, so that stored hashes keep matching;
 * only the characters no password can hold are refused.
 */
export function passwordText(min: number, max: number, tooShort = 'too_small') {
  return z
    .string()
    .regex(NO_NUL_NOR_LONE_SURROGATE, invalidCharacters)
    .min(min, { error: tooShort })
    .max(max, { error: 'too_long' });
}

/** A day `YYYY-MM-DD` from DATE_MIN to DATE_MAX. */
export function isoDate() {
  return latinDigits(
    z.iso
      .date({ error: 'invalid_format', abort: true })
      .regex(YEAR_IN_RANGE, { error: 'date_out_of_range' }),
  );
}

/** A day (start of that day in UTC) or an ISO date and time with offset, within the dates. */
export function isoInstant() {
  return latinDigits(
    z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'invalid_format' })
      .refine((value) => YEAR_IN_RANGE.test(value), { error: 'date_out_of_range' }),
  );
}

/** An integer of a JSON body from `min` to `max`. */
export function boundedInt(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/** A row id in a JSON body. */
export const ZId = boundedInt(1, ID_MAX);

/** An integer of the query string (or a header) from `min` to `max`. */
export function queryInt(min: number, max: number) {
  return latinDigits(z.coerce.number().int().min(min).max(max));
}

/** A row id in the query string: digits only, no sign, no exponent. */
export function queryId() {
  return latinDigits(
    z
      .string()
      .regex(QUERY_ID, { error: 'invalid' })
      .transform(Number)
      .refine((id) => id <= ID_MAX, { error: 'invalid' }),
  );
}

/** `page` of a list: 1 by default. */
export const ZPage = queryInt(1, PAGE_MAX).default(1);
/** `page_size` of a list: DEFAULT_PAGE_SIZE by default, at most MAX_PAGE_SIZE. */
export const ZPageSize = queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

/** A yes/no of the query string: `true`, `false`, `1` or `0`. */
export function queryBoolean() {
  return latinDigits(
    z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  );
}

/**
 * An identifier of the query string or the path made of digits and letters (a transaction id, a
 * record's id in the audit log, an address): single-line text with its digits read as ASCII.
 */
export function queryKey(max: number) {
  return latinDigits(singleLineText(max));
}
