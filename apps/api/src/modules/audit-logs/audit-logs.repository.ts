import { bulkInsert } from '../../db/bulk-insert.js';
import type { Executor } from '../../db/client.js';
import { auditLogs, type NewAuditLogRow } from '../../db/schema/index.js';

export type AuditEntry = Omit<NewAuditLogRow, 'id' | 'createdAt'>;

/** Appends an audit entry; call it with the transaction of the change it records. */
export async function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

/** Appends several audit entries in one statement (one JSON parameter), in the order given. */
export async function writeAuditLogs(db: Executor, entries: AuditEntry[]): Promise<void> {
  await bulkInsert(db, auditLogs, entries);
}
