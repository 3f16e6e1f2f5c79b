import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  emailTokens,
  refreshTokens,
  type EmailTokenPurpose,
  type EmailTokenRow,
  users,
} from '../../db/schema/index.js';

export async function insertRefreshToken(
  db: Executor,
  values: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** True when the refresh token is recorded, unrevoked and unexpired. */
export async function isRefreshTokenActive(db: Executor, jti: string, userId: number) {
  const [row] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, jti),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Revokes one refresh token; false when it was unknown or already revoked. */
export async function revokeRefreshToken(db: Executor, jti: string): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  return revoked.length > 0;
}

export async function revokeUserRefreshTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Of the given sessions (refresh token jtis), the ones still open, with their user's token
 * version, for users still active: one query for all the open notification streams.
 */
export async function openSessions(
  db: Executor,
  sessionIds: string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ jti: refreshTokens.jti, version: users.tokenVersion })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        inArray(refreshTokens.jti, sessionIds),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    );
  return new Map(rows.map((row) => [row.jti, row.version]));
}

export async function insertEmailToken(
  db: Executor,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/**
 * Marks an unused, unexpired token as used and returns it; undefined when there is none.
 * One UPDATE ... RETURNING, so two requests with the same token cannot both succeed.
 */
export async function consumeEmailToken(
  db: Executor,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Invalidates a user's outstanding tokens of one purpose (a newer mail replaces them). */
export async function expireEmailTokens(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
