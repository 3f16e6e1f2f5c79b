import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';
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

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Rows read by `findSignedInUser`: every authenticated request needs its user, and a lookup
 * per request was a quarter of the list's database round trips. Any write through this
 * repository drops them; a change made elsewhere (another instance, the CLI) is seen
 * within USER_CACHE_TTL_MS.
 */
export const USER_CACHE_TTL_MS = 10_000;
const signedInUsers = new ReadCache<number, UserRow | undefined>({
  ttlMs: USER_CACHE_TTL_MS,
  maxEntries: 10_000,
});

/** The user of an access token, read at most every USER_CACHE_TTL_MS (see signedInUsers). */
export async function findSignedInUser(db: Executor, id: number): Promise<UserRow | undefined> {
  return signedInUsers.get(db, id, () => findUserById(db, id));
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

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<NewUserRow, 'id' | 'email' | 'dateJoined'>>,
): Promise<UserRow | undefined> {
  signedInUsers.invalidate();
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
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
