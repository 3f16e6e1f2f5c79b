import type { TFunction } from 'i18next';
import type { TAuditLogEntry } from '@mutabaa/shared';

/** An action's readable name; an action this build does not know shows as written. */
export const actionLabel = (t: TFunction, action: string): string =>
  t(`auditLogs.actions.${action}`, { defaultValue: action });

/** A record type's readable name; an unknown one shows as written. */
export const entityTypeLabel = (t: TFunction, type: string): string =>
  t(`auditLogs.entityTypes.${type}`, { defaultValue: type });

/**
 * Who acted: the name written with the entry (kept after the user is anonymised), else the
 * user's current name or address. Without a user, a visitor's account action (a failed sign-in)
 * was nobody signed in, anything else the system itself (demo data, retention).
 */
export function actorText(t: TFunction, entry: TAuditLogEntry): string {
  const name = entry.actor_name || entry.actor?.full_name || entry.actor?.email;
  if (name) return name;
  return t(/^(auth|user)\./.test(entry.action) ? 'auditLogs.notSignedIn' : 'auditLogs.system');
}

/** "User #12": the record's type and, when it has one, its id. */
export function recordText(t: TFunction, entry: TAuditLogEntry): string {
  const type = entityTypeLabel(t, entry.entity_type);
  return entry.entity_id ? `${type} #${entry.entity_id}` : type;
}
