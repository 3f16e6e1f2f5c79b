import {
  asciiDigits,
  AUDIT_COUNT_CAP,
  AUDIT_SEARCH_COUNT_CAP,
  type TAuditLogFilters,
} from '@mutabaa/shared';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema/index.js';
import type { AuditRowWithActor } from './audit-logs.presenter.js';

/** The start of the day after `day` (a "before" day is inclusive). */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

const instant = (value: string) =>
  value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);

/** `%` and `_` of a search term are matched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The entries whose text holds `term` as typed or, when it has Arabic-Indic or Persian digits,
 * with ASCII digits instead (what ids, reference numbers and addresses are written in), through
 * the trigram index over `audit_log_search_text` (migration 0025).
 */
function searchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const text = sql`audit_log_search_text(${auditLogs.actorName}, ${auditLogs.action}, ${auditLogs.entityId},
    ${auditLogs.ip}, ${auditLogs.changes})`;
  const latin = asciiDigits(term);
  return or(
    sql`${text} ilike ${likePattern(term)}`,
    latin === term ? undefined : sql`${text} ilike ${likePattern(latin)}`,
  );
}

/**
 * The filters as one condition; each is served by an index: (column, seq), the time, or for the
 * search a trigram index over `audit_log_search_text` (migration 0025).
 */
export function auditConditions(f: TAuditLogFilters): SQL | undefined {
  return and(
    f.id === undefined ? undefined : eq(auditLogs.id, f.id),
    f.actor === undefined ? undefined : eq(auditLogs.actorId, f.actor),
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.entity_type ? eq(auditLogs.entityType, f.entity_type) : undefined,
    f.entity_id ? eq(auditLogs.entityId, f.entity_id) : undefined,
    f.ip ? eq(auditLogs.ip, f.ip) : undefined,
    f.created_at_after ? gte(auditLogs.createdAt, instant(f.created_at_after)) : undefined,
    f.created_at_before
      ? lt(
          auditLogs.createdAt,
          f.created_at_before.length === 10
            ? dayAfter(f.created_at_before)
            : new Date(f.created_at_before),
        )
      : undefined,
    searchCondition(f.search),
  );
}

const withActor = {
  entry: auditLogs,
  actorId: users.id,
  actorFullName: sql<string>`coalesce(nullif(${users.fullName}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
  actorEmail: users.email,
};

type Joined = {
  entry: typeof auditLogs.$inferSelect;
  actorId: number | null;
  actorFullName: string | null;
  actorEmail: string | null;
};

const toRow = (r: Joined): AuditRowWithActor => ({
  ...r.entry,
  actor:
    r.actorId === null
      ? null
      : { id: r.actorId, fullName: r.actorFullName ?? '', email: r.actorEmail ?? '' },
});

/**
 * Newest first: in the chain's order, or, when the filters hold a date range, by time (then the
 * chain's order), which the index on the time serves: walking the chain from its end to a range
 * a year back passed over hundreds of thousands of newer entries first.
 */
function newestFirst(filters: TAuditLogFilters) {
  return filters.created_at_after || filters.created_at_before
    ? [desc(auditLogs.createdAt), desc(auditLogs.seq)]
    : [desc(auditLogs.seq)];
}

/**
 * One page, newest first, and how many entries match: exact up to AUDIT_COUNT_CAP (with a text
 * search AUDIT_SEARCH_COUNT_CAP), else the cap with `capped`.
 */
export async function listAuditLogs(
  db: Executor,
  filters: TAuditLogFilters,
  page: number,
  pageSize: number,
): Promise<{ count: number; capped: boolean; rows: AuditRowWithActor[] }> {
  const where = auditConditions(filters);
  const cap = filters.search ? AUDIT_SEARCH_COUNT_CAP : AUDIT_COUNT_CAP;
  const counted = await db.execute(sql`select count(*)::int as n from (
      select 1 from ${auditLogs} ${where ? sql`where ${where}` : sql``}
      limit ${cap + 1}) as matching`);
  const n = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const capped = n > cap;
  const rows = await db
    .select(withActor)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(where)
    .orderBy(...newestFirst(filters))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: capped ? cap : n, capped, rows: rows.map(toRow) };
}

/** The next `limit` matching entries after `beforeSeq` (newest first): the export's batches. */
export async function auditBatch(
  db: Executor,
  where: SQL | undefined,
  beforeSeq: number | undefined,
  limit: number,
): Promise<AuditRowWithActor[]> {
  const rows = await db
    .select(withActor)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(where, beforeSeq === undefined ? undefined : lt(auditLogs.seq, beforeSeq)))
    .orderBy(desc(auditLogs.seq))
    .limit(limit);
  return rows.map(toRow);
}

export type ChainCheck = {
  checked: number;
  /** The first entry (in chain order) whose hash, place or link is wrong. */
  firstBroken: { id: number; seq: number } | null;
  /** The chain's recorded end, and the log's actual last entry. */
  head: { lastSeq: number; lastHashOk: boolean };
  lastSeq: number;
};

/**
 * Recomputes every entry's hash from its content and the previous entry's hash, in one pass in
 * the database, and checks each entry follows the one before it (no gap, no entry moved) and
 * that the chain ends where its head says. Runs on one snapshot, so writers may go on.
 */
export async function checkChain(db: Executor): Promise<ChainCheck> {
  const result = await db.execute(sql`
    with head as (
      select last_seq, last_hash, anchor_seq, anchor_hash from audit_chain_head where id = 1
    ),
    ordered as (
      select l.id, l.seq, l.hash, l.prev_hash,
        lag(l.seq) over w as p_seq,
        lag(l.hash) over w as p_hash,
        audit_log_digest(l.seq, l.actor_id, l.actor_name, l.action, l.entity_type,
          l.entity_id, l.changes, l.ip, l.user_agent, l.created_at, l.prev_hash) as computed
      from audit_logs l
      window w as (order by l.seq)
    ),
    broken as (
      select o.id, o.seq from ordered o, head h
      where o.hash is distinct from o.computed
        or (o.p_seq is null and (o.seq <> h.anchor_seq + 1
          or o.prev_hash is distinct from h.anchor_hash))
        or (o.p_seq is not null and (o.seq <> o.p_seq + 1 or o.prev_hash is distinct from o.p_hash))
      order by o.seq
      limit 1
    )
    select
      (select count(*) from ordered)::bigint as checked,
      (select id from broken) as broken_id,
      (select seq from broken) as broken_seq,
      (select last_seq from head) as head_seq,
      (select coalesce(max(seq), 0) from audit_logs) as last_seq,
      (select (select hash from audit_logs order by seq desc limit 1)
        is not distinct from (select last_hash from head)
        or (select count(*) from audit_logs) = 0) as last_hash_ok
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return {
    checked: Number(row.checked),
    firstBroken:
      row.broken_id === null ? null : { id: Number(row.broken_id), seq: Number(row.broken_seq) },
    head: { lastSeq: Number(row.head_seq), lastHashOk: Boolean(row.last_hash_ok) },
    lastSeq: Number(row.last_seq),
  };
}

/** Retention: entries older than `cutoff` leave through the database's one path for it. */
export async function purgeAuditLogs(
  db: Executor,
  cutoff: Date,
  actorId: number | null,
): Promise<number> {
  const result = await db.execute(
    sql`select audit_logs_purge(${cutoff.toISOString()}::timestamptz, ${actorId}::integer) as removed`,
  );
  return Number((result as unknown as { rows: { removed: unknown }[] }).rows[0]?.removed ?? 0);
}
