import { bulkInsert } from '../../db/bulk-insert.js';
import type { Executor } from '../../db/client.js';
import { auditLogs, type NewAuditLogRow } from '../../db/schema/index.js';
import { currentRequest } from '../../lib/request-context.js';

/** What a caller gives; the chain (seq, hashes) is the database's, the actor's name too. */
export type AuditEntry = Omit<
  NewAuditLogRow,
  'id' | 'createdAt' | 'seq' | 'prevHash' | 'hash' | 'actorName' | 'userAgent'
> & { actorName?: string | null; userAgent?: string | null };

/** Keys whose values never reach the log, at any depth. */
const SECRET_KEY =
  /password|passwd|secret|token|(^|_)(hash|otp|pin)($|_)|api_?key|authorization|cookie/i;
export const REDACTED = '[redacted]';

/** `changes` with every secret-looking key's value replaced. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/**
 * The member of `changes` naming the API token an entry's actor acted through: inside the
 * hashed content, so that it cannot be changed unnoticed; the presenter shows it apart.
 */
export const VIA_TOKEN_KEY = 'via';

/**
 * `changes` of an entry written while serving a request made with an API token by the token's
 * owner: with the token's id and name under VIA_TOKEN_KEY.
 */
function withToken(changes: unknown, actorId: number | null): unknown {
  const token = currentRequest()?.apiToken;
  if (!token || actorId !== token.ownerId) return changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes;
  return { ...changes, [VIA_TOKEN_KEY]: { kind: 'api_token', id: token.id, name: token.name } };
}

/** The entry as stored: secrets out, and the request's address and user agent when not given. */
function prepare(entry: AuditEntry) {
  const request = currentRequest();
  const actorId = entry.actorId ?? null;
  return {
    actorId,
    actorName: entry.actorName ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    changes: withToken(redactSecrets(entry.changes ?? {}), actorId),
    ip: entry.ip ?? request?.ip ?? null,
    userAgent: entry.userAgent ?? request?.userAgent ?? null,
  };
}

/** Appends an audit entry; call it with the transaction of the change it records. */
export async function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(prepare(entry));
}

/** Appends several audit entries in one statement (one JSON parameter), in the order given. */
export async function writeAuditLogs(db: Executor, entries: AuditEntry[]): Promise<void> {
  await bulkInsert(db, auditLogs, entries.map(prepare));
}
