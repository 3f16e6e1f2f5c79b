import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.js';
import { MAX_PREPARED_PER_CONNECTION, queryPrepared } from './pg-statements.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Named = { name: string; statement: string };

describe.skipIf(!onPostgres)('queryPrepared (PostgreSQL; skipped on PGlite)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  // One connection, so that what the server holds is the connection the statements ran on.
  const preparedOnServer = async () =>
    (await pool.query<Named>('select name, statement from pg_prepared_statements order by name'))
      .rows;
  const nth = (i: number) => `select $1::int + ${i} as n`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await pool?.end();
    pool = new pg.Pool({ connectionString: database?.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('parses a text once on a connection and binds new values each time', async () => {
    expect(await queryPrepared(pool, nth(1), [41])).toEqual([{ n: 42 }]);
    expect(await queryPrepared(pool, nth(1), [1])).toEqual([{ n: 2 }]);
    expect(await queryPrepared(pool, nth(2), [1])).toEqual([{ n: 3 }]);
    const held = await preparedOnServer();
    expect(held.map((s) => s.statement).sort()).toEqual([nth(1), nth(2)]);
  });

  it('keeps the most recently used texts and deallocates the oldest', async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i++) await queryPrepared(pool, nth(i), [0]);
    // The first is used again, so the second is now the oldest.
    await queryPrepared(pool, nth(0), [0]);
    expect(await queryPrepared(pool, nth(MAX_PREPARED_PER_CONNECTION), [1])).toEqual([
      { n: MAX_PREPARED_PER_CONNECTION + 1 },
    ]);
    const held = (await preparedOnServer()).map((s) => s.statement);
    expect(held).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    expect(held).toContain(nth(0));
    expect(held).not.toContain(nth(1));
    // node-postgres forgets it too, and prepares it again when it comes back.
    const client = await pool.connect();
    const parsed = (client as unknown as { connection: { parsedStatements: object } }).connection
      .parsedStatements;
    expect(Object.keys(parsed)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    client.release();
    expect(await queryPrepared(pool, nth(1), [5])).toEqual([{ n: 6 }]);
  });

  it('throws what PostgreSQL answers and leaves the pool working', async () => {
    await expect(queryPrepared(pool, 'select $1::int as n', ['x'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(queryPrepared(pool, 'selec $1::int as n', [1])).rejects.toMatchObject({
      code: '42601',
    });
    expect(await queryPrepared(pool, 'select $1::int as n', [7])).toEqual([{ n: 7 }]);
    expect(await preparedOnServer()).toHaveLength(1);
  });
});
