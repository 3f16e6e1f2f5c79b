import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

/** Text that has broken databases and parsers: NUL, lone surrogates, bidi controls, extremes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u2066\u200fx\u2069',
  '\ufeff',
  'x'.repeat(10_000),
  'ع'.repeat(3000),
  '%00',
  '%',
  '\\',
  "' or '1'='1' --",
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '10000-01-01',
  '1900-01-01T25:61:61Z',
  '-1',
  '0',
  '99999999999',
  '1e999',
  'NaN',
  'Infinity',
  '1.5',
  'abc',
  'null',
  '٣٤',
  '../../etc/passwd',
];

export const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  99_999_999_999,
];

/** Any value of a wrong or extreme kind, for a body property or a whole body. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  fc.constantFrom(null, true, false, [], {}),
  fc.constant(new Array(10_001).fill(1)),
  fc.constant(nested(300)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...NASTY_STRINGS), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const DATES = ['2026-01-15', '1999-12-31', '2100-06-30'];

/** A value the schema accepts (mostly): the valid part that carries a bad one deep inside. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validValue(s, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.constantFrom(...DATES);
      if (schema.format === 'date-time')
        return fc.constantFrom(...DATES.map((d) => `${d}T10:00:00Z`));
      if (schema.format === 'email') return fc.constantFrom('someone@example.test', 'x@y.test');
      if (schema.pattern) return fc.constantFrom('1', '2', '#336699');
      return fc.string({
        minLength: schema.minLength ?? 1,
        maxLength: Math.min(schema.maxLength ?? 20, 20),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, 0),
        max: Math.min(schema.maximum ?? 100, 100),
      });
    case 'number':
      return fc.double({ min: 0, max: 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [k, validValue(s, depth + 1)]),
        ),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `value` with one defect somewhere inside: a property replaced by a bad value, removed (a
 * required one too), added, or the same done one level deeper; arrays get a bad item.
 */
export function mutated(
  value: unknown,
  schema: JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const whole = badValue;
  if (depth > 3) return whole;
  if (isObject(value)) {
    const keys = [...new Set([...Object.keys(value), ...Object.keys(schema?.properties ?? {})])];
    if (!keys.length)
      return fc.oneof(
        whole,
        badValue.map((bad) => ({ unexpected: bad })),
      );
    return fc.oneof(
      { arbitrary: whole, weight: 1 },
      {
        weight: 5,
        arbitrary: fc.constantFrom(...keys).chain((key) =>
          fc.oneof(
            badValue.map((bad) => ({ ...value, [key]: bad })),
            mutated(value[key], schema?.properties?.[key], depth + 1).map((inner) => ({
              ...value,
              [key]: inner,
            })),
            fc.constant(Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
            badValue.map((bad) => ({ ...value, unexpected_field: bad })),
          ),
        ),
      },
    );
  }
  if (Array.isArray(value)) {
    return fc.oneof(
      whole,
      badValue.map((bad) => [...value, bad]),
      value.length
        ? mutated(value[0], schema?.items, depth + 1).map((inner) => [inner, ...value.slice(1)])
        : validValue(schema?.items).chain((item) =>
            mutated(item, schema?.items, depth + 1).map((i) => [i]),
          ),
      fc.constant(new Array(5000).fill(value[0] ?? 1)),
    );
  }
  return whole;
}

/** A string form of a bad value for a query string, a path or a header. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
  fc.constantFrom(...NASTY_NUMBERS.map(String)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Raw URL fragments that are not valid percent-encoding or decode to something nasty. */
export const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AE',
  '%E2%80%AE',
  '%FF',
  '%2e%2e',
  '%0d%0a',
];
