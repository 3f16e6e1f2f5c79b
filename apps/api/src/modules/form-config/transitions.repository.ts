import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { statusTransitions, type StatusTransitionRow } from '../../db/schema/index.js';

export async function listTransitions(db: Executor): Promise<StatusTransitionRow[]> {
  return db.select().from(statusTransitions).orderBy(asc(statusTransitions.id));
}

export async function findTransition(
  db: Executor,
  id: number,
): Promise<StatusTransitionRow | undefined> {
  const [row] = await db
    .select()
    .from(statusTransitions)
    .where(eq(statusTransitions.id, id))
    .limit(1);
  return row;
}

/** Inserts a transition; undefined when the pair already exists. */
export async function insertTransition(
  db: Executor,
  values: { fromStatus: string; toStatus: string; minRole: string },
): Promise<StatusTransitionRow | undefined> {
  const [row] = await db.insert(statusTransitions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTransition(
  db: Executor,
  id: number,
  minRole: string,
): Promise<StatusTransitionRow | undefined> {
  const [row] = await db
    .update(statusTransitions)
    .set({ minRole, updatedAt: new Date() })
    .where(eq(statusTransitions.id, id))
    .returning();
  return row;
}

export async function deleteTransition(db: Executor, id: number): Promise<void> {
  await db.delete(statusTransitions).where(eq(statusTransitions.id, id));
}

/** True when a transition starts or ends at `status`. */
export async function statusHasTransitions(db: Executor, status: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statusTransitions.id })
    .from(statusTransitions)
    .where(or(eq(statusTransitions.fromStatus, status), eq(statusTransitions.toStatus, status)))
    .limit(1);
  return row !== undefined;
}
