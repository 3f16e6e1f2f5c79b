import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  apiTokens,
  users,
  type ApiTokenRow,
  type NewApiTokenRow,
  type UserRow,
} from '../../db/schema/index.js';

/** A token as listed, with its owner. */
export type ApiTokenWithOwner = ApiTokenRow & {
  owner: { id: number; fullName: string; email: string };
};

const withOwner = {
  token: apiTokens,
  ownerId: users.id,
  ownerName: sql<string>`coalesce(nullif(${users.fullName}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
  ownerEmail: users.email,
};

type Joined = { token: ApiTokenRow; ownerId: number; ownerName: string; ownerEmail: string };

const toRow = (r: Joined): ApiTokenWithOwner => ({
  ...r.token,
  owner: { id: r.ownerId, fullName: r.ownerName, email: r.ownerEmail },
});

export async function insertApiToken(db: Executor, values: NewApiTokenRow): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('api token not inserted');
  return row;
}

/** The tokens of `userId`, or everyone's (undefined), newest first. */
export async function listApiTokens(
  db: Executor,
  userId: number | undefined,
): Promise<ApiTokenWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(userId === undefined ? undefined : eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toRow);
}

export async function findApiToken(
  db: Executor,
  id: number,
): Promise<ApiTokenWithOwner | undefined> {
  const [row] = await db
    .select(withOwner)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.id, id))
    .limit(1);
  return row && toRow(row);
}

/** Deletes the token; false when it was gone already. */
export async function deleteApiToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(eq(apiTokens.id, id))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * The token of `hash` with its owner, unexpired, in one query and never cached: a revoked or
 * expired token, or a deactivated owner, is refused from the next request on.
 */
export async function findUsableApiToken(
  db: Executor,
  hash: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hash),
        or(isNull(apiTokens.expiresAt), sql`${apiTokens.expiresAt} > now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Records a use of the token, unless one was recorded less than `minIntervalSeconds` ago: the
 * condition is the database's, so that several instances still write at most once a minute.
 */
export async function recordApiTokenUse(
  db: Executor,
  id: number,
  ip: string,
  minIntervalSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${minIntervalSeconds})`),
        ),
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
