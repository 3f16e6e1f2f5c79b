import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Append-only (migration 0001 refuses UPDATE, DELETE and TRUNCATE) and hash-chained (migrations
 * 0022 and 0024): when its transaction commits, a deferred trigger gives each entry, under a
 * lock held to the end of that commit, the next `seq` and `hash = sha256(canonical content ||
 * previous hash)`. `seq` is the commit order; no committed entry is without one.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: entries outlive the users they mention.
    actorId: integer('actor_id'),
    /** The actor's name when the entry was written (kept after the user is anonymised). */
    actorName: varchar('actor_name', { length: 300 }),
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    changes: jsonb('changes').notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Position in the chain; set by the trigger. */
    seq: bigint('seq', { mode: 'number' }),
    prevHash: bytea('prev_hash'),
    hash: bytea('hash'),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entityType, t.entityId, t.seq),
    index('audit_logs_created_idx').on(t.createdAt),
    uniqueIndex('audit_logs_seq_idx').on(t.seq),
    index('audit_logs_actor_idx').on(t.actorId, t.seq),
    index('audit_logs_action_idx').on(t.action, t.seq),
    index('audit_logs_ip_idx').on(t.ip, t.seq),
    // The entries of a committing transaction, before the chain gives them their place.
    index('audit_logs_unchained_idx')
      .on(t.id)
      .where(sql`${t.seq} IS NULL`),
  ],
);

/**
 * The end of the chain, one row: what the last committed entry was. Verification compares the
 * log's last entry with it, so entries removed from the end are noticed too. `anchor_*` is
 * where the chain starts after retention removed older entries.
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: smallint('id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  lastHash: bytea('last_hash'),
  anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull().default(0),
  anchorHash: bytea('anchor_hash'),
});

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type NewAuditLogRow = typeof auditLogs.$inferInsert;
