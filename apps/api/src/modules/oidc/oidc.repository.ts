import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oidcHandoffs, oidcSignIns, type OidcSignInRow } from '../../db/schema/index.js';

export async function insertSignIn(
  db: Executor,
  row: { stateHash: string; nonce: string; codeVerifier: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oidcSignIns).values(row);
}

/**
 * Takes the open sign-in of that state hash: deleted in the same statement, so that a callback
 * replayed (or sent twice at once) finds nothing. Undefined when unknown, used or expired.
 */
export async function takeSignIn(
  db: Executor,
  stateHash: string,
): Promise<OidcSignInRow | undefined> {
  const [row] = await db
    .delete(oidcSignIns)
    .where(eq(oidcSignIns.stateHash, stateHash))
    .returning();
  return row && row.expiresAt > new Date() ? row : undefined;
}

export async function insertHandoff(
  db: Executor,
  row: { codeHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(oidcHandoffs).values(row);
}

/** Takes the unexpired one-time code of that hash (deleted as it is read): its user's id. */
export async function takeHandoff(db: Executor, codeHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(oidcHandoffs)
    .where(and(eq(oidcHandoffs.codeHash, codeHash), gt(oidcHandoffs.expiresAt, new Date())))
    .returning({ userId: oidcHandoffs.userId });
  return row?.userId;
}

/** Removes the sign-ins and codes that expired unused (each is kept only while open). */
export async function deleteExpired(db: Executor): Promise<number> {
  const now = new Date();
  const signIns = await db
    .delete(oidcSignIns)
    .where(lt(oidcSignIns.expiresAt, now))
    .returning({ id: oidcSignIns.stateHash });
  const handoffs = await db
    .delete(oidcHandoffs)
    .where(lt(oidcHandoffs.expiresAt, now))
    .returning({ id: oidcHandoffs.codeHash });
  return signIns.length + handoffs.length;
}
