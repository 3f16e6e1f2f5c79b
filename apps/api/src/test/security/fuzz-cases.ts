import fc from 'fast-check';
import type { Session } from '../factories.js';
import type { AccessRow, RequestParts } from './access-expectations.js';
import { badText, mutated, RAW_URL_PIECES, validValue } from './arbitraries.js';
import type { Operation } from './openapi.js';
import { rawRequest, type RawRequest } from './send.js';

export const FUZZ_ACTORS = ['admin', 'clientA', 'anonymous'] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

/** A valid request of each fuzzing actor: the part of every case that is not malformed. */
export type Bases = Record<FuzzActor, { parts: RequestParts; session?: Session }>;

export type FuzzCase = { actor: FuzzActor; kind: string; request: RawRequest };

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
export function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 128 && UNRESERVED.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Header values a client can send at all (visible Latin-1, no control characters). */
const badHeaderValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(8000),
    '*',
    'ar;q=abc',
    'en-US,ar;q=2',
    '\u00ff\u00fe',
    '-1',
    '99999999999',
    'abc',
    '1.5',
    'null',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const badAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a.b.c',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'x'.repeat(5000)}`,
  // alg "none", user 1, admin: must never pass
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1c2VyX2lkIjoxLCJyb2xlIjoiYWRtaW4iLCJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.',
);

const OVERSIZED = JSON.stringify({ text: 'a'.repeat(1024 * 1024 + 10) });

/** Bodies that are not the JSON they claim to be, or too large. */
const rawBodies = fc.oneof(
  fc.record({
    type: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    payload: fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":1}}',
      '',
      ' ',
      '{"__proto__":{"x":1}}',
      OVERSIZED,
    ),
  }),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=latin1',
    ),
    payload: fc.constantFrom('{"a":1}', 'a=1&b=2', '<x/>', '\u0000\u0001'),
  }),
);

/** Uploads that are not well-formed multipart, or carry a hostile file. */
function badMultipart(field: string): fc.Arbitrary<{ type: string; payload: string | Buffer }> {
  const boundary = 'fuzzboundary';
  const part = (name: string, fileName: string, type: string, data: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${data}\r\n`;
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    fc.constant({ type: 'multipart/form-data', payload: part(field, 'a.png', 'image/png', 'x') }),
    fc.constant({ type: withBoundary, payload: part(field, 'a.png', 'image/png', 'x') }),
    fc.constant({ type: withBoundary, payload: `--${boundary}--\r\n` }),
    fc.constant({ type: withBoundary, payload: '' }),
    fc.constant({
      type: withBoundary,
      payload: `${part('other', 'a.png', 'image/png', 'x')}--${boundary}--\r\n`,
    }),
    fc.constant({
      type: withBoundary,
      payload: `${part(field, 'a.png', 'image/png', '')}--${boundary}--\r\n`,
    }),
    fc.constant({
      type: withBoundary,
      payload: `${part(field, 'a.png', 'image/png', 'x')}${part(field, 'b.png', 'image/png', 'y')}--${boundary}--\r\n`,
    }),
    fc
      .record({
        name: fc.constantFrom(
          'a\u0000.png',
          '\u202egnp.exe',
          '../../x.png',
          'x'.repeat(1000) + '.png',
          '',
          '.png',
          'a.svg',
        ),
        type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''),
        data: fc.constantFrom(
          '<svg onload=alert(1)>',
          '%PDF-1.4',
          'PK\u0003\u0004',
          '\u0000\u0000',
          'plain text',
        ),
      })
      .map(({ name, type, data }) => ({
        type: withBoundary,
        payload: `${part(field, name, type, data)}--${boundary}--\r\n`,
      })),
    fc.constant({
      type: withBoundary,
      payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx`,
    }),
  );
}

/**
 * The query string of `parts` with the declared parameters set to valid values, except one
 * with a bad value (so that the others pass and the bad one is checked on its own), and
 * sometimes an unknown, repeated or badly encoded one.
 */
function badQuery(op: Operation, parts: RequestParts): fc.Arbitrary<string> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const bad = fc.oneof(badText.map(encode), fc.constantFrom(...RAW_URL_PIECES));
  const pairs = fc.tuple(
    fc.tuple(
      ...declared.map((p) =>
        fc.option(
          validValue(p.schema).map((v) => `${p.name}=${encode(String(v))}`),
          { nil: undefined, freq: 2 },
        ),
      ),
    ),
    declared.length ? fc.tuple(fc.nat({ max: declared.length - 1 }), bad) : fc.constant(undefined),
    fc.option(
      bad.map((v) => `unexpected=${v}`),
      { nil: undefined },
    ),
    // A parameter given twice arrives as an array.
    declared.length
      ? fc.option(
          fc.constantFrom(...declared).map((p) => `${p.name}=1&${p.name}=2`),
          { nil: undefined },
        )
      : fc.constant(undefined),
    fc.option(fc.constantFrom(...RAW_URL_PIECES, '&&', '=', '=x', 'a=%'), { nil: undefined }),
  );
  const base = new URLSearchParams(parts.query ?? {}).toString();
  return pairs.map(([valid, badOne, ...extra]) => {
    const list: (string | undefined)[] = [...valid];
    if (badOne) list[badOne[0]] = `${declared[badOne[0]]!.name}=${badOne[1]}`;
    return [base, ...list, ...extra].filter(Boolean).join('&');
  });
}

/**
 * Malformed requests for one route, derived from its OpenAPI description: the valid request
 * of `bases` with a defect in its body, query, path, headers or encoding.
 */
export function fuzzCases(op: Operation, row: AccessRow, bases: Bases): fc.Arbitrary<FuzzCase> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const kinds = [
    'query',
    'header',
    ...(op.body ? ['body', 'body', 'body', 'raw'] : ['raw']),
    ...(pathParams.length ? ['path', 'path'] : []),
    ...(row.upload ? ['multipart', 'multipart'] : []),
  ];
  const actor = fc.constantFrom<FuzzActor>('admin', 'admin', 'clientA', 'clientA', 'anonymous');
  return fc.tuple(actor, fc.constantFrom(...kinds)).chain(([who, kind]) => {
    const { parts, session } = bases[who];
    const request = (changes: Partial<RequestParts>) =>
      rawRequest(op.method, op.path, { ...parts, ...changes }, session);
    const withCase = (arbitrary: fc.Arbitrary<RawRequest>) =>
      arbitrary.map((r) => ({ actor: who, kind, request: r }));
    switch (kind) {
      case 'body': {
        const valid = parts.body !== undefined ? fc.constant(parts.body) : validValue(op.body);
        return withCase(
          valid
            .chain((v) => mutated(v, op.body))
            .map((body) => request({ body: body ?? null, file: undefined })),
        );
      }
      case 'query':
        return withCase(
          badQuery(op, parts).map((query) => {
            const r = request({ query: undefined });
            return { ...r, url: `${r.url}${query ? `?${query}` : ''}` };
          }),
        );
      case 'path':
        return withCase(
          fc
            .tuple(
              fc.constantFrom(...pathParams),
              fc.oneof(badText.map(encode), fc.constantFrom(...RAW_URL_PIECES)),
            )
            .map(([param, value]) => {
              const r = request({ params: { ...parts.params, [param.name]: '__FUZZ__' } });
              return { ...r, url: r.url.replace('__FUZZ__', value) };
            }),
        );
      case 'header':
        return withCase(
          fc
            .record({
              'accept-language': fc.option(badHeaderValue, { nil: undefined }),
              authorization: fc.option(badAuthorization, { nil: undefined }),
              'last-event-id': fc.option(badHeaderValue, { nil: undefined }),
              'content-type': fc.option(
                fc.constantFrom('text/plain', 'application/json; charset=utf-16', 'image/png'),
                {
                  nil: undefined,
                },
              ),
            })
            .map((headers) => {
              const r = request({});
              const set = Object.fromEntries(
                Object.entries(headers).filter(([, v]) => v !== undefined),
              ) as Record<string, string>;
              return { ...r, headers: { ...r.headers, ...set } };
            }),
        );
      case 'multipart':
        return withCase(
          badMultipart(row.upload!).map(({ type, payload }) => {
            const r = request({ file: undefined, body: undefined });
            return { ...r, headers: { ...r.headers, 'content-type': type }, payload };
          }),
        );
      default:
        return withCase(
          rawBodies.map(({ type, payload }) => {
            const r = request({ file: undefined, body: undefined });
            return { ...r, headers: { ...r.headers, 'content-type': type }, payload };
          }),
        );
    }
  });
}
