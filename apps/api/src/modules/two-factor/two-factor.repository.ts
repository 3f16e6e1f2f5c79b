import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  mfaChallenges,
  recoveryCodes,
  users,
  type MfaChallengeRow,
  type MfaPurpose,
} from '../../db/schema/index.js';

/**
 * Records `step` as the user's last accepted time step, when it is later than the last one;
 * false when it is not (the code was used already). One UPDATE, so that two requests with the
 * same code cannot both pass.
 */
export async function acceptStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Replaces the user's recovery codes with the given hashes (the old set stops working). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: string[],
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  if (hashes.length === 0) return;
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Executor, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks the user's unused code of that hash used; false when there is none. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Removes the answered, ended or expired steps of the user (of everyone when `userId` is
 * undefined): they are kept only while open. Returns how many.
 */
export async function deleteSpentChallenges(db: Executor, userId?: number): Promise<number> {
  const removed = await db
    .delete(mfaChallenges)
    .where(
      and(
        userId === undefined ? undefined : eq(mfaChallenges.userId, userId),
        or(isNotNull(mfaChallenges.usedAt), lt(mfaChallenges.expiresAt, new Date())),
      ),
    )
    .returning({ id: mfaChallenges.id });
  return removed.length;
}

export async function insertChallenge(
  db: Executor,
  values: { tokenHash: string; userId: number; purpose: MfaPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaChallenges).values(values);
}

/**
 * The challenge of that token hash and purpose while it may still be answered (unused,
 * unexpired), locked until the end of `tx`: two answers to one challenge take turns.
 */
export async function lockLiveChallenge(
  tx: Executor,
  tokenHash: string,
  purpose: MfaPurpose,
): Promise<MfaChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        eq(mfaChallenges.purpose, purpose),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}

/**
 * Counts a wrong code against the challenge; at `limit` failures it ends. Returns the
 * failures counted so far.
 */
export async function recordChallengeFailure(
  db: Executor,
  id: number,
  limit: number,
): Promise<number> {
  const [row] = await db
    .update(mfaChallenges)
    .set({
      failures: sql`${mfaChallenges.failures} + 1`,
      usedAt: sql`case when ${mfaChallenges.failures} + 1 >= ${limit} then now() else ${mfaChallenges.usedAt} end`,
    })
    .where(eq(mfaChallenges.id, id))
    .returning({ failures: mfaChallenges.failures });
  return row?.failures ?? limit;
}

/** Ends one challenge (answered). */
export async function endChallenge(db: Executor, id: number): Promise<void> {
  await db.update(mfaChallenges).set({ usedAt: new Date() }).where(eq(mfaChallenges.id, id));
}

/** Ends every open challenge of the user (their second factor changed). */
export async function endUserChallenges(db: Executor, userId: number): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
}
