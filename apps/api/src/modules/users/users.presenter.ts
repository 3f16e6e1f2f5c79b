import type { TManagedUser, TProfile, TUser, TUserOption } from '@mutabaa/shared';
import { calendarOr, digitsOr, normalizeRole } from '@mutabaa/shared';
import type { UserRow } from '../../db/schema/index.js';

/** The API's user object (docs/api.md#conventions); never the raw row with its password hash. */
export function presentUser(row: UserRow): TUser {
  const fullName = row.fullName.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    email: row.email,
    full_name: fullName,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    company_name: row.companyName,
    language_preference: row.languagePreference === 'en' ? 'en' : 'ar',
    role: normalizeRole(row.role) ?? 'client',
    is_active: row.isActive,
    email_verified: row.emailVerified,
    date_joined: row.dateJoined.toISOString(),
    calendar: calendarOr(row.calendar, null),
    digits: digitsOr(row.digits, null),
  };
}

/** A user as a form's picker shows them: name, e-mail and the phone a client form prefills. */
export function presentUserOption(row: UserRow): TUserOption {
  return {
    id: row.id,
    full_name: presentUser(row).full_name,
    email: row.email,
    phone_number: row.phoneNumber,
  };
}

/**
 * The signed-in user's own profile: the user object, their availability and whether they use
 * two-factor sign-in.
 */
export function presentProfile(row: UserRow): TProfile {
  return {
    ...presentUser(row),
    is_available: row.isAvailable,
    two_factor_enabled: row.totpEnabledAt !== null,
  };
}

/**
 * A user as User Management lists them: the user object, last sign-in, invitation,
 * availability and two-factor sign-in.
 */
export function presentManagedUser(row: UserRow): TManagedUser {
  return {
    ...presentUser(row),
    last_login: row.lastLogin?.toISOString() ?? null,
    invitation_pending: row.invitationPending,
    is_available: row.isAvailable,
    two_factor_enabled: row.totpEnabledAt !== null,
  };
}
