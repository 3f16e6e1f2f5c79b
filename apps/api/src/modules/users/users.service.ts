import type { TProfilePatch } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';
import { refreshClientSearchText } from '../applications/search-text.js';
import { listPickableUsers, updateUser, type PickerFilter } from './users.repository.js';

const PROFILE_COLUMNS = {
  full_name: 'fullName',
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  company_name: 'companyName',
  language_preference: 'languagePreference',
} as const satisfies Record<keyof TProfilePatch, keyof NewUserRow>;

export class UsersService {
  constructor(private readonly deps: { db: Db }) {}

  /** Who an application form may pick as its client or assignee: one page, and the total. */
  async pickable(filter: PickerFilter): Promise<{ count: number; rows: UserRow[] }> {
    return listPickableUsers(this.deps.db, filter);
  }

  /** Applies the caller's own profile changes (never e-mail or role) and audits them. */
  async updateProfile(user: UserRow, patch: TProfilePatch, ip: string): Promise<UserRow> {
    const values: Partial<Record<(typeof PROFILE_COLUMNS)[keyof TProfilePatch], string>> = {};
    const changes: Record<string, { from: string; to: string }> = {};
    for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [
      keyof TProfilePatch,
      (typeof PROFILE_COLUMNS)[keyof TProfilePatch],
    ][]) {
      const next = patch[field];
      if (next === undefined || next === user[column]) continue;
      values[column] = next;
      changes[field] = { from: user[column], to: next };
    }
    // A new first or last name without a new full name keeps the full name in step.
    if (patch.full_name === undefined && (values.firstName ?? values.lastName) !== undefined) {
      const fullName =
        `${values.firstName ?? user.firstName} ${values.lastName ?? user.lastName}`.trim();
      if (fullName !== user.fullName) {
        values.fullName = fullName;
        changes.full_name = { from: user.fullName, to: fullName };
      }
    }
    if (Object.keys(changes).length === 0) return user;
    return this.deps.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, values);
      if (!updated) throw new AppError(404, 'not_found');
      // Applications are found by their client's name: keep their search text in step.
      if (values.fullName !== undefined) await refreshClientSearchText(tx, updated);
      await writeAuditLog(tx, {
        actorId: user.id,
        action: 'user.profile_updated',
        entityType: 'user',
        entityId: String(user.id),
        changes,
        ip,
      });
      return updated;
    });
  }
}
