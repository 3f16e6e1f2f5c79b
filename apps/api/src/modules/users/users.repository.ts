import type { EmailDigest, NotificationEvent, Role } from '@mutabaa/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  notificationDigestItems,
  notificationPreferences,
  notifications,
  refreshTokens,
  users,
  type NewUserRow,
  type UserRow,
} from '../../db/schema/index.js';
import { ReadCache } from '../../lib/read-cache.js';

/** E-mail addresses are unique regardless of case; we store and compare them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUsersByIds(db: Executor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The ids of the active users of `role`, or of every role. */
export async function listActiveUserIds(db: Executor, role?: Role): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), role ? eq(users.role, role) : undefined));
  return rows.map((r) => r.id);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A signed-in user and whether the session of the token (its refresh token) is still open. */
export type SignedInUser = { user: UserRow; sessionActive: boolean };

/**
 * Rows read by `findSignedInUser`: every authenticated request needs its user, and a lookup
 * per request was a quarter of the list's database round trips. Any write through this
 * repository or to a session (`forgetSignedInUsers`) drops them; a change made elsewhere
 * (another instance, the CLI) is seen within USER_CACHE_TTL_MS.
 */
export const USER_CACHE_TTL_MS = 10_000;
const signedInUsers = new ReadCache<string, SignedInUser | undefined>({
  ttlMs: USER_CACHE_TTL_MS,
  maxEntries: 10_000,
});

/** Drops the cached signed-in users (a session was revoked). */
export function forgetSignedInUsers(): void {
  signedInUsers.invalidate();
}

/**
 * The user of an access token with the state of its session (`sid`, the refresh token's
 * jti), in one query, read at most every USER_CACHE_TTL_MS (see signedInUsers).
 */
export async function findSignedInUser(
  db: Executor,
  id: number,
  sessionId: string,
): Promise<SignedInUser | undefined> {
  return signedInUsers.get(db, `${id}:${sessionId}`, async () => {
    const [row] = await db
      .select({
        user: users,
        sessionActive: sql<boolean>`exists (
          select 1 from ${refreshTokens}
          where ${refreshTokens.jti} = ${sessionId} and ${refreshTokens.userId} = ${users.id}
            and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row && { user: row.user, sessionActive: Boolean(row.sessionActive) };
  });
}

/** Inserts a user; returns undefined when the e-mail address is already taken. */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The next id from the users identity sequence (advances it, like an insert would). */
export async function nextUserId(db: Executor): Promise<number> {
  // Both drivers (pg, PGlite) answer an object with `rows`.
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]?.id);
}

/** Inserts a user under an id drawn with `nextUserId`; undefined when the address is taken. */
export async function insertUserWithId(
  db: Executor,
  id: number,
  values: NewUserRow,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .overridingSystemValue()
    .values({ ...values, id, email: normalizeEmail(values.email) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Updates a user. A new password or a deactivation raises the token version, so that every
 * token issued before is refused (the caller of a password change gets new ones).
 */
export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<NewUserRow, 'id' | 'email' | 'dateJoined' | 'tokenVersion'>>,
): Promise<UserRow | undefined> {
  signedInUsers.invalidate();
  const endsSessions = values.passwordHash !== undefined || values.isActive === false;
  const [row] = await db
    .update(users)
    .set({
      ...values,
      ...(endsSessions && { tokenVersion: sql`${users.tokenVersion} + 1` }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  // Again once written: a request that read the row meanwhile must not keep the old one.
  signedInUsers.invalidate();
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export async function countActiveUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.isActive, true));
  return Number(row?.n ?? 0);
}

/** The user row `id`, locked until the end of the transaction `tx`. */
export async function lockUser(tx: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** A recipient of a notification: how to reach them and what they chose for its event. */
export type NotificationRecipient = {
  id: number;
  email: string;
  name: string;
  language: string;
  /** Their calendar and digits; null: the organisation's. */
  calendar: string | null;
  digits: string | null;
  digest: string;
  /** Their preference for the event; null when they have no row for it (both on). */
  inApp: boolean | null;
  byEmail: boolean | null;
};

/** The active users among `ids` with their preference for `event`, by id. */
export async function findNotificationRecipients(
  tx: Executor,
  ids: number[],
  event: NotificationEvent,
): Promise<NotificationRecipient[]> {
  return tx
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.firstName})`,
      language: users.languagePreference,
      calendar: users.calendar,
      digits: users.digits,
      digest: users.notificationDigest,
      inApp: notificationPreferences.inApp,
      byEmail: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.event, event)),
    )
    .where(and(inArray(users.id, ids), eq(users.isActive, true)))
    .orderBy(users.id);
}

/** The users of `digest` with something waiting for it: flagged notifications or items. */
export async function listDigestRecipientIds(
  db: Executor,
  digest: Exclude<EmailDigest, 'immediately' | 'never'>,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.notificationDigest, digest),
        sql`(exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.digest_pending)
          or exists (select 1 from ${notificationDigestItems} d where d.user_id = ${users.id}))`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Notes a successful sign-in. */
export async function recordSignIn(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, id));
}

/** The users among `ids`, locked in id order until the end of `tx`. */
export async function lockUsers(tx: Executor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}

/**
 * The ids of the active admins, locked until the end of `tx`: two admins demoting each other
 * at once cannot both pass the last-admin check.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function deleteUser(tx: Executor, id: number): Promise<void> {
  signedInUsers.invalidate();
  await tx.delete(users).where(eq(users.id, id));
  signedInUsers.invalidate();
}

/**
 * Removes a user's personal data for good: name, address (a unique placeholder), phone,
 * company and password; the account is inactive and every token it had is refused.
 */
export async function anonymiseUser(
  tx: Executor,
  id: number,
  name: string,
): Promise<UserRow | undefined> {
  signedInUsers.invalidate();
  const [row] = await tx
    .update(users)
    .set({
      email: `deleted-user-${id}@deleted.invalid`,
      fullName: name,
      firstName: name,
      lastName: '',
      phoneNumber: '',
      companyName: '',
      passwordHash: '',
      isActive: false,
      emailVerified: false,
      invitationPending: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  signedInUsers.invalidate();
  return row;
}
