import type { TFunction } from 'i18next';
import type { TAuditLogEntry } from '@mutabaa/shared';

/** An action's readable name; an action this build does not know shows as written. */
export const actionLabel = (t: TFunction, action: string): string =>
  t(`auditLogs.actions.${action}`, { defaultValue: action });

/** A record type's readable name; an unknown one shows as written. */
export const entityTypeLabel = (t: TFunction, type: string): string =>
  t(`auditLogs.entityTypes.${type}`, { defaultValue: type });

/** What a visitor does without being signed in (a sign-in, registering, a mailed link). */
const VISITOR_ACTIONS =
  /^(auth\.|user\.(registered|registration_with_used_email|email_verified|password_reset|invitation_accepted)$)/;

/**
 * Who acted: the name written with the entry (kept after the user is anonymised), else the
 * user's current name or address. Without a user, a visitor's action (a failed sign-in) was
 * nobody signed in, anything else the system itself (demo data, retention).
 */
export function actorText(t: TFunction, entry: TAuditLogEntry): string {
  const name = entry.actor_name || entry.actor?.full_name || entry.actor?.email;
  if (name) return name;
  return t(VISITOR_ACTIONS.test(entry.action) ? 'auditLogs.notSignedIn' : 'auditLogs.system');
}

/** A record's id as shown: `#12` for a row number, a key (a setting's name) as it is. */
export const recordId = (id: string): string => (/^\d+$/.test(id) ? `#${id}` : id);
