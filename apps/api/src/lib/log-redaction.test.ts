import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { users } from '../db/schema/index.js';
import { REDACTED, safeUrl, serializeError } from './log-redaction.js';

type LogLine = Record<string, unknown> & { msg?: string; err?: Record<string, unknown> };

let app: FastifyInstance;
let close: () => Promise<void>;
const lines: string[] = [];
const logged = () => lines.join('\n');
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  const test = await createTestApp(
    { logLevel: 'info' },
    {
      logLines: lines,
      // A route whose query fails on a value from the body, as a sign-up with a taken address
      // would: the failure reaches the error handler and its log line.
      routes: (server) =>
        server.post('/api/log-test/', async (request) => {
          const body = request.body as { email: string; hash: string };
          await server.db.insert(users).values({ email: body.email, passwordHash: body.hash });
          return {};
        }),
    },
  );
  app = test.app;
  close = test.close;
});
afterAll(async () => {
  await close?.();
});

describe('the log of a failed query', () => {
  it('keeps the SQL, the SQLSTATE and the constraint, never the parameters', async () => {
    const owner = await createUser(app);
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE-0123456789';
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/log-test/',
      headers: { authorization: 'Bearer secret.jwt.token', cookie: 'refresh=cookie-secret' },
      payload: { email: owner.email, hash },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal_error' });

    const failure = parsed().find((line) => line.msg === 'request failed');
    expect(failure?.err).toBeDefined();
    const err = failure!.err!;
    expect(err.type).toBe('DrizzleQueryError');
    expect(String(err.message)).toMatch(/^Failed query: insert into "users"/);
    const cause = err.cause as Record<string, unknown>;
    expect(cause.code).toBe('23505');
    expect(String(cause.constraint)).toMatch(/email/);
    expect(cause).not.toHaveProperty('detail');
    expect(err).not.toHaveProperty('params');

    const text = logged();
    for (const secret of [
      hash,
      'SECRET-HASH-VALUE',
      owner.email,
      'secret.jwt.token',
      'cookie-secret',
      'params:',
      'already exists',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('removes a value a data exception quotes, and the parameters of a direct query', async () => {
    const secret = 'reset-token-5f3a9c';
    const error = await app.db.execute(sql`select ${secret}::integer`).catch((e: unknown) => e);
    lines.length = 0;
    app.log.error({ err: error }, 'query failed');
    const text = logged();
    expect(text).not.toContain(secret);
    const [line] = parsed();
    expect(String(line?.err?.message)).toContain('select $1::integer');
    expect((line?.err?.cause as Record<string, unknown>).code).toBe('22P02');
  });
});

describe('serializeError', () => {
  it('redacts a quoted value of a data exception but keeps names of other errors', () => {
    const data = Object.assign(new Error('invalid input syntax for type uuid: "abc-secret"'), {
      code: '22P02',
    });
    expect(serializeError(data).message).toBe(`invalid input syntax for type uuid: ${REDACTED}`);
    expect(serializeError(data).stack).not.toContain('abc-secret');
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      detail: 'Key (email)=(a@b.test) already exists.',
      constraint: 'u',
    });
    expect(serializeError(unique)).toMatchObject({ message: unique.message, constraint: 'u' });
    expect(serializeError(unique)).not.toHaveProperty('detail');
  });

  it('passes a value that is not an error through as text', () => {
    expect(serializeError('plain')).toMatchObject({ message: 'plain' });
  });
});

describe('request lines', () => {
  it('carry no body, header or credential in the address', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/login/?token=query-secret',
      headers: { authorization: 'Bearer header-secret', cookie: 'c=cookie-secret' },
      payload: { email: 'someone@example.test', password: 'Body#Secret-Password1' },
    });
    const text = logged();
    expect(text).toContain('/api/login/?token=');
    for (const secret of [
      'query-secret',
      'header-secret',
      'cookie-secret',
      'Body#Secret-Password1',
      'someone@example.test',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(safeUrl('/a/?search=x&refresh_token=y')).toBe(`/a/?search=x&refresh_token=${REDACTED}`);
  });
});
