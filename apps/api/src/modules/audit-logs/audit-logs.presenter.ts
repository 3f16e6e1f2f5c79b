import type { TAuditLogEntry } from '@mutabaa/shared';
import type { AuditLogRow } from '../../db/schema/index.js';
import { VIA_TOKEN_KEY } from './audit-logs.repository.js';

type ChangePair = [unknown, unknown];

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  isObject(value) && 'from' in value && 'to' in value;

/** A removal records what was there before; everything else what is there after. */
const removes = (action: string) => /(\.|_)deleted$|\.anonymised$/.test(action);

/**
 * An entry's `changes` as the API shows them, `{field: [before, after]}`. Changes are written
 * as `{field: {from, to}}`; a value written on its own is the record's value after the action
 * (before it, for a removal); a whole-value change `{from, to, ...}` (a setting) is `value`.
 */
export function presentChanges(action: string, changes: unknown): Record<string, ChangePair> {
  if (!isObject(changes)) return {};
  const out: Record<string, ChangePair> = {};
  const single = (value: unknown): ChangePair =>
    removes(action) ? [value ?? null, null] : [null, value ?? null];
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'from' || field === 'to' || field === VIA_TOKEN_KEY) continue;
    out[field] = isFromTo(value) ? [value.from ?? null, value.to ?? null] : single(value);
  }
  if ('from' in changes || 'to' in changes) {
    out.value = [changes.from ?? null, changes.to ?? null];
  }
  return out;
}

export type AuditRowWithActor = AuditLogRow & {
  actor: { id: number; fullName: string; email: string } | null;
};

/** The API token an entry's actor acted through, from its `changes` (see VIA_TOKEN_KEY). */
export function viaTokenOf(changes: unknown): { id: number; name: string } | null {
  if (!isObject(changes)) return null;
  const via = changes[VIA_TOKEN_KEY];
  if (!isObject(via) || via.kind !== 'api_token') return null;
  if (typeof via.id !== 'number' || typeof via.name !== 'string') return null;
  return { id: via.id, name: via.name };
}

export function presentAuditEntry(row: AuditRowWithActor): TAuditLogEntry {
  return {
    id: row.id,
    actor: row.actor
      ? { id: row.actor.id, full_name: row.actor.fullName, email: row.actor.email }
      : null,
    actor_name: row.actorName,
    via_token: viaTokenOf(row.changes),
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    changes: presentChanges(row.action, row.changes),
    ip_address: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}
