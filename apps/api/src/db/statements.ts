import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { isPgPool, queryPrepared } from './pg-statements.js';

/**
 * Statements written as text with positional parameters, run on the driver directly: for the
 * hottest reads, composing query-builder objects costs more CPU per request than PostgreSQL
 * spends answering.
 */

/** A statement's parameters; `add` returns the placeholder of the value. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type Statement = { text: string; values: unknown[] };

/** `(…)`: a status list for SQL text (fixed values, never input). */
export const sqlList = (values: readonly string[]) => `('${values.join("', '")}')`;

type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Runs a text statement on the database's driver (the node-postgres pool or PGlite). With
 * `prepared`, PostgreSQL keeps it as a named statement on each connection (queryPrepared);
 * PGlite keeps every statement prepared already.
 */
export async function runStatement<Row>(
  db: Executor,
  statement: Statement,
  { prepared = false } = {},
): Promise<Row[]> {
  const client = (db as { $client?: RawClient }).$client;
  // A transaction has no driver of its own here; the list never runs in one.
  if (!client) throw new Error('runStatement needs the database, not a transaction');
  if (prepared && isPgPool(client)) {
    return queryPrepared<Row>(client, statement.text, statement.values);
  }
  return (await client.query(statement.text, statement.values)).rows as Row[];
}

/** A condition built as text, as a query-builder fragment, placeholders as bound parameters. */
export function toSql(text: string, p: Params): SQL {
  const fragment = sql.empty();
  text.split(/\$(\d+)/).forEach((chunk, i) => {
    fragment.append(i % 2 === 0 ? sql.raw(chunk) : sql`${sql.param(p.values[Number(chunk) - 1])}`);
  });
  return fragment;
}
