import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementClient } from './pglite-statements.js';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      size bigint,
      at timestamptz,
      data jsonb,
      tags text[],
      done boolean not null default false
    )`);
});

afterAll(async () => {
  await pglite.close();
});

async function preparedNames(): Promise<string[]> {
  const result = await pglite.query<{ name: string }>(
    'select name from pg_prepared_statements order by name',
  );
  return result.rows.map((row) => row.name);
}

describe('prepared statements on PGlite', () => {
  it('answers what PGlite’s own query answers, parameters and parsers included', async () => {
    const client = preparedStatementClient(pglite);
    const insert =
      'insert into things (name, size, at, data, tags) values ($1, $2, $3, $4, $5) returning *';
    const at = new Date('2026-03-01T10:20:30.456Z');
    const own = await pglite.query(insert, [
      'ترخيص بناء',
      2 ** 40,
      at,
      { ar: 'نعم', n: [1, 2] },
      ['أ', 'b'],
    ]);
    const mine = await client.query(insert, ['second', null, null, null, null]);
    expect(mine.rows).toEqual([
      { id: 2, name: 'second', size: null, at: null, data: null, tags: null, done: false },
    ]);
    expect(mine.fields.map((f) => f.name)).toEqual(own.fields.map((f) => f.name));

    const select = 'select * from things where name = $1 or size > $2 order by id';
    const options = [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } },
    ];
    for (const option of options) {
      for (let i = 0; i < 3; i++) {
        expect(await client.query(select, ['second', 1], option)).toEqual(
          await pglite.query(select, ['second', 1], option),
        );
      }
    }
    const [first] = (await client.query<{ at: Date; data: unknown }>(select, ['x', 0])).rows;
    expect(first).toMatchObject({ at, data: { ar: 'نعم', n: [1, 2] } });
  });

  it('prepares each text once and keeps at most `max`, closing the least recently used', async () => {
    await pglite.exec('deallocate all');
    const client = preparedStatementClient(pglite, { max: 3 });
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} + $1::int as n`);
    for (const text of texts.slice(0, 3)) {
      for (let i = 0; i < 4; i++) await client.query(text, [i]);
    }
    const three = await preparedNames();
    expect(three).toHaveLength(3);
    await client.query(texts[0]!, [0]); // now the most recently used
    await client.query(texts[3]!, [0]);
    await client.query(texts[4]!, [0]);
    const kept = await preparedNames();
    expect(kept).toHaveLength(3);
    // The first text was used again, so the second and third were closed.
    expect(kept).toContain(three[0]);
    expect(kept).not.toContain(three[1]);
    expect(kept).not.toContain(three[2]);
    // A closed one is prepared anew when it comes back.
    expect((await client.query<{ n: number }>(texts[1]!, [40])).rows).toEqual([{ n: 42 }]);
    expect(await preparedNames()).toHaveLength(3);
  });

  it('throws the database’s errors with the statement attached and goes on working', async () => {
    await pglite.exec('deallocate all');
    const client = preparedStatementClient(pglite);
    const insert = 'insert into things (name) values ($1)';
    await client.query(insert, ['unique-one']);
    const duplicate = await client.query(insert, ['unique-one']).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert, params: ['unique-one'] });

    const wrong = await client.query('selec 1').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: '42601', query: 'selec 1' });
    const badValue = await client
      .query('select $1::int as n', ['not a number'])
      .catch((error: unknown) => error);
    expect(badValue).toMatchObject({ code: '22P02' });

    expect(
      (await client.query('select count(*)::int as n from things where name = $1', ['unique-one']))
        .rows,
    ).toEqual([{ n: 1 }]);
    // A text that failed to parse left nothing prepared behind.
    expect(await preparedNames()).toHaveLength(3);
  });

  it('runs in a transaction inside it, and makes others wait until it ends', async () => {
    const client = preparedStatementClient(pglite);
    const count = 'select count(*)::int as n from things where name like $1';
    let outside: Promise<unknown> | undefined;
    let outsideDone = false;
    await client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['tx-1']);
      expect((await tx.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);
      outside = client.query(count, ['tx-%']).then((result) => {
        outsideDone = true;
        return result.rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideDone).toBe(false);
      await tx.query('insert into things (name) values ($1)', ['tx-2']);
    });
    expect(await outside).toEqual([{ n: 2 }]);

    const failed = await client
      .transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['tx-3']);
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'changed my mind' });
    expect((await client.query(count, ['tx-%'])).rows).toEqual([{ n: 2 }]);
  });

  it('refuses statements in a failed transaction, then works after it', async () => {
    const client = preparedStatementClient(pglite);
    const failed = await client
      .transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['abort-1']);
        await tx.query('insert into things (name) values ($1)', ['abort-1']).catch(() => undefined);
        return tx.query('select 1 as n');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '25P02' });
    expect(
      (await client.query('select count(*)::int as n from things where name = $1', ['abort-1']))
        .rows,
    ).toEqual([{ n: 0 }]);
  });

  it('prepares a statement anew after a schema change altered its columns', async () => {
    const client = preparedStatementClient(pglite);
    await pglite.exec('create table shapes (id int)');
    const all = 'select * from shapes where id > $1';
    expect((await client.query(all, [0])).rows).toEqual([]);
    await pglite.exec(
      `alter table shapes add column label text; insert into shapes values (1, 'x')`,
    );
    expect((await client.query(all, [0])).rows).toEqual([{ id: 1, label: 'x' }]);

    // In a transaction, PostgreSQL refuses the old statement (the transaction failed, as on a
    // server); its next use prepares it again.
    await pglite.exec('alter table shapes add column size int');
    await expect(client.transaction((tx) => tx.query(all, [0]))).rejects.toMatchObject({
      code: '0A000',
    });
    expect((await client.query(all, [0])).rows).toEqual([{ id: 1, label: 'x', size: null }]);
  });
});
