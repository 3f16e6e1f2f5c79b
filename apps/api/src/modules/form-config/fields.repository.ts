import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { formFieldConfigs, type FieldConfigRow } from '../../db/schema/index.js';

export async function countFields(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formFieldConfigs);
  return Number(row?.n ?? 0);
}

/** Field configurations in form order; `limit` and `offset` page them. */
export async function listFields(
  db: Executor,
  page: { limit?: number; offset?: number } = {},
): Promise<FieldConfigRow[]> {
  const query = db
    .select()
    .from(formFieldConfigs)
    .orderBy(asc(formFieldConfigs.order), asc(formFieldConfigs.id))
    .offset(page.offset ?? 0)
    .$dynamic();
  return page.limit === undefined ? query : query.limit(page.limit);
}

export async function findField(db: Executor, id: number): Promise<FieldConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(formFieldConfigs)
    .where(eq(formFieldConfigs.id, id))
    .limit(1);
  return row;
}

export async function updateField(
  db: Executor,
  id: number,
  values: Partial<Pick<FieldConfigRow, 'isEnabled' | 'isRequired' | 'order'>>,
): Promise<FieldConfigRow | undefined> {
  const [row] = await db
    .update(formFieldConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(formFieldConfigs.id, id))
    .returning();
  return row;
}
