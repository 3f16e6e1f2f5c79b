import type {
  EmailDigest,
  NotificationEvent,
  Role,
  TProfilePatch,
  TUserListQuery,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import * as repository from './users.repository.js';
import type { NotificationRecipient, SignedInUser } from './users.repository.js';
import { listPickableUsers, listUsers, type PickerFilter } from './user-lists.repository.js';

export type { NotificationRecipient, SignedInUser } from './users.repository.js';

// What other modules read and write of users, each taking the caller's executor (`db` or a
// transaction), so that their writes join the caller's transaction.

/** E-mail addresses are unique regardless of case: stored and compared lower-cased. */
export function normalizeEmail(email: string): string {
  return repository.normalizeEmail(email);
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return repository.findUserById(db, id);
}

/** The user of an address, whatever its case. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return repository.findUserByEmail(db, email);
}

export function findUsersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  return repository.findUsersByIds(db, ids);
}

/** The ids of the active users of `role`, or of every role. */
export function listActiveUserIds(db: Executor, role?: Role): Promise<number[]> {
  return repository.listActiveUserIds(db, role);
}

/** Every user, deactivated ones too: none on a fresh install. */
export function countUsers(db: Executor): Promise<number> {
  return repository.countUsers(db);
}

/** Inserts a user; returns undefined when the e-mail address is already taken. */
export function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  return repository.insertUser(db, values);
}

/** The user of an access token with the state of its session, read at most every few seconds. */
export function findSignedInUser(
  db: Executor,
  id: number,
  sessionId: string,
): Promise<SignedInUser | undefined> {
  return repository.findSignedInUser(db, id, sessionId);
}

/** The ids of the active admins, locked until the end of the transaction `tx`. */
export function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  return repository.lockActiveAdminIds(tx);
}

export function countActiveUsers(db: Executor): Promise<number> {
  return repository.countActiveUsers(db);
}

/**
 * A new user under a newly drawn id; `user` is undefined when the address is taken, the id
 * being drawn all the same (a registration answers alike either way).
 */
export async function insertUserWithNewId(
  tx: Executor,
  values: NewUserRow,
): Promise<{ id: number; user: UserRow | undefined }> {
  const id = await repository.nextUserId(tx);
  return { id, user: await repository.insertUserWithId(tx, id, values) };
}

/**
 * Updates a user. A new password or a deactivation raises the token version, so that every
 * token issued before is refused.
 */
export function updateUser(
  db: Executor,
  id: number,
  values: Parameters<typeof repository.updateUser>[2],
): Promise<UserRow | undefined> {
  return repository.updateUser(db, id, values);
}

/** The user row `id`, locked until the end of the transaction `tx`. */
export function lockUser(tx: Executor, id: number): Promise<UserRow | undefined> {
  return repository.lockUser(tx, id);
}

/** Drops the cached signed-in users (a session was revoked). */
export function forgetSignedInUsers(): void {
  repository.forgetSignedInUsers();
}

/** The active users among `ids` with their preference for `event`, by id. */
export function findNotificationRecipients(
  tx: Executor,
  ids: number[],
  event: NotificationEvent,
): Promise<NotificationRecipient[]> {
  return repository.findNotificationRecipients(tx, ids, event);
}

/** The users of `digest` with something waiting for it: flagged notifications or items. */
export function listDigestRecipientIds(
  db: Executor,
  digest: Exclude<EmailDigest, 'immediately' | 'never'>,
): Promise<number[]> {
  return repository.listDigestRecipientIds(db, digest);
}

const PROFILE_COLUMNS = {
  full_name: 'fullName',
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  company_name: 'companyName',
  language_preference: 'languagePreference',
} as const satisfies Record<ProfileTextField, keyof NewUserRow>;

type ProfileTextField = Exclude<keyof TProfilePatch, 'is_available' | 'calendar' | 'digits'>;
/** Profile choices a user may also clear (null: the organisation's default). */
const PROFILE_CHOICES = ['calendar', 'digits'] as const;

/** Notes a successful sign-in (User Management's last sign-in). */
export function recordSignIn(db: Executor, id: number, at = new Date()): Promise<void> {
  return repository.recordSignIn(db, id, at);
}

/**
 * What User Management needs of applications. Given here rather than imported, because
 * applications read users and users must not depend on them in turn.
 */
export type ApplicationsPort = {
  /** Applications are found by their client's name: keeps their search text in step. */
  afterRename(tx: Executor, user: UserRow): Promise<void>;
  /** Whether any application (deleted ones too) names the user as its client. */
  isClientOfApplications(tx: Executor, userId: number): Promise<boolean>;
  /** Removes an anonymised client's contact details from their applications. */
  anonymiseClient(tx: Executor, user: UserRow): Promise<void>;
  /** The applications (not completed or cancelled) `userIds` hold as assignee. */
  heldApplicationIds(tx: Executor, userIds: number[]): Promise<number[]>;
  /** Moves `ids` to `to` or to the queue (null), as a (re)assignment; returns how many. */
  handOver(tx: Executor, ids: number[], to: number | null, actor: Actor): Promise<number>;
};

/** What User Management needs of accounts (the auth module's mails and sessions). */
export type AccountsPort = {
  invite(tx: Executor, user: UserRow): Promise<void>;
  sendPasswordReset(tx: Executor, user: UserRow): Promise<void>;
  endSessions(tx: Executor, userId: number): Promise<void>;
};

export type UsersDeps = { db: Db; applications: ApplicationsPort; accounts: AccountsPort };

export class UsersService {
  constructor(private readonly deps: UsersDeps) {}

  /** GET /users/ (admin): one page of users as asked, and how many match in all. */
  async list(query: TUserListQuery): Promise<{ count: number; rows: UserRow[] }> {
    return listUsers(this.deps.db, {
      search: query.search,
      role: query.role,
      isActive: query.is_active,
      emailVerified: query.email_verified,
      neverSignedIn: query.never_signed_in,
      ordering: query.ordering,
      page: query.page,
      pageSize: query.page_size,
    });
  }

  /** GET /users/{id}/ (admin): any user, active or not. */
  async get(id: number): Promise<UserRow> {
    const user = await repository.findUserById(this.deps.db, id);
    if (!user) throw new AppError(404, 'not_found');
    return user;
  }

  /** Who an application form may pick as its client or assignee: one page, and the total. */
  async pickable(filter: PickerFilter): Promise<{ count: number; rows: UserRow[] }> {
    return listPickableUsers(this.deps.db, filter);
  }

  /**
   * Applies the caller's own profile changes (never e-mail or role) and audits them. Only
   * staff have an availability (automatic assignment skips them while away).
   */
  async updateProfile(user: UserRow, patch: TProfilePatch, ip: string): Promise<UserRow> {
    const values: Partial<Record<(typeof PROFILE_COLUMNS)[ProfileTextField], string>> & {
      isAvailable?: boolean;
    } & Partial<Record<(typeof PROFILE_CHOICES)[number], string | null>> = {};
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (patch.is_available !== undefined && user.role === 'client') {
      throw fieldError(
        'validation_error',
        'is_available',
        'unknown_field',
        422,
        'validation_error',
      );
    }
    if (patch.is_available !== undefined && patch.is_available !== user.isAvailable) {
      values.isAvailable = patch.is_available;
      changes.is_available = { from: user.isAvailable, to: patch.is_available };
    }
    for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [
      ProfileTextField,
      (typeof PROFILE_COLUMNS)[ProfileTextField],
    ][]) {
      const next = patch[field];
      if (next === undefined || next === user[column]) continue;
      values[column] = next;
      changes[field] = { from: user[column], to: next };
    }
    for (const field of PROFILE_CHOICES) {
      const next = patch[field];
      if (next === undefined || next === user[field]) continue;
      values[field] = next;
      changes[field] = { from: user[field], to: next };
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
      const updated = await repository.updateUser(tx, user.id, values);
      if (!updated) throw new AppError(404, 'not_found');
      if (values.fullName !== undefined) await this.deps.applications.afterRename(tx, updated);
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
