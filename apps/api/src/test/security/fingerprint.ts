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

/** The audit tables: a refusal may add an entry there, of REFUSAL_AUDIT_ACTIONS only. */
const AUDIT_TABLES = ['audit_logs', 'audit_chain_head'];
/** What a refused request is expected to leave in the audit log (a failed sign-in or code). */
export const REFUSAL_AUDIT_ACTIONS = ['auth.login_failed', 'auth.two_factor_failed'];

/**
 * A table a refused request may change when it leaves this audit action: a wrong code counts
 * against its sign-in step, which five of them end.
 */
const REFUSAL_COUNTERS: Record<string, string> = { mfa_challenges: 'auth.two_factor_failed' };

/** The last audit entry's place in the chain. */
export async function lastAuditSeq(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(seq), 0)::bigint as s from audit_logs`);
  return Number(rowsOf(result as unknown as Rows<{ s: unknown }>)[0]?.s ?? 0);
}

/**
 * The tables a refused request changed, not counting audit entries it is expected to leave:
 * when only the audit tables changed and every new entry is a REFUSAL_AUDIT_ACTIONS one (and a
 * REFUSAL_COUNTERS table with the entry that explains it).
 */
export async function refusalChanges(
  db: Db,
  changed: string[],
  auditSeqBefore: number,
): Promise<string[]> {
  const counters = changed.filter((table) => table in REFUSAL_COUNTERS);
  if (
    changed.length === 0 ||
    changed.some((table) => !AUDIT_TABLES.includes(table) && !counters.includes(table))
  ) {
    return changed;
  }
  const result = await db.execute(
    sql`select distinct action from audit_logs where seq > ${auditSeqBefore}`,
  );
  const actions = rowsOf(result as unknown as Rows<{ action: string }>).map((r) => r.action);
  const counted = counters.every((table) => actions.includes(REFUSAL_COUNTERS[table]!));
  return counted && actions.every((action) => REFUSAL_AUDIT_ACTIONS.includes(action))
    ? []
    : changed;
}
