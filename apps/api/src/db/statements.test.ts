import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from './client.js';
import { Params, runStatement, sqlList, toSql } from './statements.js';

const pglite = new PGlite();
const db = drizzle(pglite) as unknown as Executor;

afterAll(async () => {
  await pglite.close();
});

describe('text statements', () => {
  it('number the placeholders in the order the values are added', () => {
    const p = new Params();
    expect(`a = ${p.add(1)} and b = ${p.add('x')}`).toBe('a = $1 and b = $2');
    expect(p.values).toEqual([1, 'x']);
  });

  it('write a fixed list as SQL text', () => {
    expect(sqlList(['draft', 'completed'])).toBe("('draft', 'completed')");
  });

  it('become a query-builder fragment with the same values bound', () => {
    const p = new Params();
    const text = `a.status = ${p.add('new')} and a.client_id = ${p.add(7)}`;
    const query = new PgDialect().sqlToQuery(toSql(text, p));
    expect(query).toMatchObject({ sql: 'a.status = $1 and a.client_id = $2', params: ['new', 7] });
  });

  it('run on the driver, and refuse a transaction', async () => {
    const p = new Params();
    const rows = await runStatement<{ n: number }>(db, {
      text: `select ${p.add(41)}::int + 1 as n`,
      values: p.values,
    });
    expect(rows).toEqual([{ n: 42 }]);
    const tx = {} as Executor;
    await expect(runStatement(tx, { text: 'select 1', values: [] })).rejects.toThrow(
      'runStatement needs the database',
    );
  });
});
