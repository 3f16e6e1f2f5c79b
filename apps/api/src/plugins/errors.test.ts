import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { dataExceptionOf, errorsPlugin } from './errors.js';

/*
 * The last line of defence behind the schemas: a value the database itself refuses (a
 * PostgreSQL data exception, SQLSTATE class 22) is the caller's mistake, not a server failure.
 * The queries run on the test database, PGlite or PostgreSQL, so the errors are the real ones.
 */
let t: TestApp;
let probe: FastifyInstance;
const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash';

const QUERIES: Record<string, SQL> = {
  'year 0': sql`select ${'0000-01-01T00:00:00Z'}::timestamptz`,
  'an integer past 32 bits': sql`select ${String(2 ** 40)}::integer`,
  'text that is no number': sql`select ${'twelve'}::integer`,
  'a division by zero': sql`select 1 / ${0}::integer`,
  'a NUL character with a secret beside it': sql`select ${`a\u0000b`}::text, ${SECRET}::text`,
};

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  probe = Fastify({ logger: { level: 'info', stream } });
  errorsPlugin(probe);
  probe.get<{ Params: { name: string } }>('/probe/:name', async (request) => {
    await t.app.db.execute(QUERIES[request.params.name]!);
    return { ok: true };
  });
  probe.get('/broken', async () => {
    throw new Error('not a data exception');
  });
  await probe.ready();
});

afterAll(async () => {
  await probe?.close();
  await t?.close();
});

describe('error handler: PostgreSQL data exceptions', () => {
  for (const [name] of Object.entries(QUERIES)) {
    it(`${name}: 422 invalid_data in the caller's language, logged as a warning`, async () => {
      for (const lang of ['en', 'ar'] as const) {
        lines.length = 0;
        const response = await probe.inject({
          method: 'GET',
          url: `/probe/${encodeURIComponent(name)}`,
          headers: { 'accept-language': lang },
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({
          detail: translate(lang, 'invalid_data'),
          code: 'invalid_data',
        });
        const refused = lines.find((line) => line.msg === 'value refused by the database');
        expect(refused?.level).toBe(40);
        expect(refused?.sqlstate).toMatch(/^22[0-9A-Z]{3}$/);
        const log = JSON.stringify(lines);
        expect(log).not.toContain('argon2id');
        expect(log).not.toContain('0000-01-01');
      }
    });
  }

  it('finds the code behind a wrapping error, and nothing in other errors', () => {
    expect(dataExceptionOf({ message: 'Failed query', cause: { code: '22P05' } })).toBe('22P05');
    expect(dataExceptionOf({ code: '23505' })).toBeUndefined();
    expect(dataExceptionOf({ code: 'ENOENT' })).toBeUndefined();
    expect(dataExceptionOf(new Error('x'))).toBeUndefined();
    expect(dataExceptionOf(null)).toBeUndefined();
  });

  it('still answers 500 for anything else', async () => {
    const response = await probe.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
  });
});
