import type { TUser } from '@mutabaa/shared';
import { normalizeRole } from '@mutabaa/shared';
import type { UserRow } from '../../db/schema/index.js';

/** The API's user object (DESIGN §5); never the raw row, which holds the password hash. */
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
  };
}
