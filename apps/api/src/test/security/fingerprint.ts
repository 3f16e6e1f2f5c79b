import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

const tablesCache = new WeakMap<Db, Promise<string[]>>();

async function tablesOf(db: Db): Promise<string[]> {
  let tables = tablesCache.get(db);
  if (!tables) {
    tables = db
      .execute(
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((result) =>
        rowsOf(result as unknown as Rows<{ table_name: string }>).map((r) => r.table_name),
      );
    tablesCache.set(db, tables);
  }
  return tables;
}

/**
 * Every application table's row count and an md5 of its rows (the audit log included), in one
 * statement: equal fingerprints mean nothing was written between them.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await tablesOf(db);
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from "${table}" x`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(
    rowsOf(result as unknown as Rows<{ t: string; f: string }>).map((r) => [r.t, r.f]),
  );
}

/** The tables whose fingerprint differs. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
