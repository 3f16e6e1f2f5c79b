import type { OidcErrorCode, Role } from '@mutabaa/shared';
import type { OidcConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { writeAuditLog } from '../audit-logs/index.js';
import {
  findUserByEmail,
  insertUserWithNewId,
  lockActiveAdminIds,
  normalizeEmail,
  updateUser,
} from '../users/index.js';
import type { ProviderClaims } from './provider.js';

/** A refusal of the callback: the code of /login?sso_error=, and the user it concerned. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: OidcErrorCode,
    readonly detail: { userId?: number; email?: string; reason?: string } = {},
  ) {
    super(code);
  }
}

const METHOD = 'oidc';

/**
 * Hands the open applications of `user`, who stops being staff, to the queue: how many moved.
 * As User Management does when an admin makes a client of an editor.
 */
export type HandOverToQueue = (tx: Executor, user: UserRow) => Promise<number>;

const isStaff = (role: string) => role === 'editor' || role === 'admin';

/** A claim by name, or by a dotted path into objects (Keycloak's `realm_access.roles`). */
function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  return name
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      claims,
    );
}

/** The role the claim gives: admin before editor; anyone else is a client. */
export function roleFromClaims(settings: OidcConfig, claims: Record<string, unknown>): Role {
  const raw = settings.roleClaim ? claimAt(claims, settings.roleClaim) : undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).filter(
    (v): v is string => typeof v === 'string',
  );
  if (values.some((v) => settings.adminValues.includes(v))) return 'admin';
  if (values.some((v) => settings.editorValues.includes(v))) return 'editor';
  return 'client';
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * The provider's verified address, checked against OIDC_ALLOWED_DOMAINS. An address the
 * provider does not vouch for (email_verified not true) could be anyone's: refused.
 */
export function verifiedEmail(settings: OidcConfig, claims: ProviderClaims): string {
  const email = normalizeEmail(text(claims.email, 254));
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) {
    throw new SsoRefusal('sso_email_unverified', { email: email || undefined });
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.allowedDomains.length && !settings.allowedDomains.includes(domain)) {
    throw new SsoRefusal('sso_domain_not_allowed', { email });
  }
  return email;
}

/**
 * The Mutabaa user of the provider's claims, in `tx`: found by verified address, or created as
 * OIDC_CREATE_USERS allows; its role kept in step with the claim when OIDC_ROLE_CLAIM is set.
 * Creation and changes are audited (method oidc); a deactivated user is refused.
 */
export async function userOfClaims(
  tx: Executor,
  settings: OidcConfig,
  claims: ProviderClaims,
  handOver: HandOverToQueue,
): Promise<UserRow> {
  const email = verifiedEmail(settings, claims);
  const claimed = settings.roleClaim ? roleFromClaims(settings, claims) : undefined;
  const found = await findUserByEmail(tx, email);
  if (!found) {
    if (!settings.createUsers) throw new SsoRefusal('sso_unknown_user', { email });
    return createUser(tx, email, claimed ?? 'client', claims);
  }
  if (!found.isActive) throw new SsoRefusal('sso_account_disabled', { userId: found.id, email });
  const role = await keptRole(tx, found, claimed);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (role !== found.role) changes.role = { from: found.role, to: role };
  // The provider vouched for the address: an invitee has taken the account up this way.
  if (!found.emailVerified) changes.email_verified = { from: false, to: true };
  if (found.invitationPending) changes.invitation_pending = { from: true, to: false };
  if (!Object.keys(changes).length) return found;
  const updated = await updateUser(tx, found.id, {
    role,
    emailVerified: true,
    invitationPending: false,
  });
  // No longer staff: the applications they held go back to the queue rather than stay with
  // someone who can no longer work on them.
  const handedOver =
    isStaff(found.role) && !isStaff(role) ? await handOver(tx, updated ?? found) : undefined;
  await writeAuditLog(tx, {
    // The provider decided it; no Mutabaa user did.
    actorId: null,
    action: 'user.updated',
    entityType: 'user',
    entityId: String(found.id),
    changes: {
      ...changes,
      ...(handedOver !== undefined && { handed_over: { count: handedOver, to: null } }),
      method: METHOD,
    },
  });
  return updated ?? found;
}

/**
 * The role the claim gives `user`, except that the last active admin stays one (as in User
 * Management): a provider's misconfigured claim must not leave Mutabaa without an admin.
 */
async function keptRole(tx: Executor, user: UserRow, claimed: Role | undefined): Promise<Role> {
  if (!claimed || claimed === user.role) return user.role as Role;
  if (user.role !== 'admin' || !user.isActive) return claimed;
  const admins = await lockActiveAdminIds(tx);
  return admins.some((id) => id !== user.id) ? claimed : 'admin';
}

async function createUser(
  tx: Executor,
  email: string,
  role: Role,
  claims: ProviderClaims,
): Promise<UserRow> {
  const firstName = text(claims.given_name, 150);
  const lastName = text(claims.family_name, 150);
  const fullName = text(claims.name, 300) || `${firstName} ${lastName}`.trim();
  const locale = text(claims.locale, 16).toLowerCase();
  const { user } = await insertUserWithNewId(tx, {
    email,
    // No password: the account signs in through the provider (or sets one by the reset mail).
    passwordHash: '',
    firstName,
    lastName,
    fullName,
    languagePreference: locale.startsWith('en') ? 'en' : 'ar',
    role,
    emailVerified: true,
  });
  // Another sign-in of the same address created it meanwhile.
  if (!user) throw new SsoRefusal('sso_expired', { email, reason: 'created concurrently' });
  await writeAuditLog(tx, {
    actorId: null,
    action: 'user.created',
    entityType: 'user',
    entityId: String(user.id),
    changes: { email, role, method: METHOD },
  });
  return user;
}
