import type { OptionList } from '@mutabaa/shared';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applications,
  formOptions,
  type NewOptionRow,
  type OptionRow,
} from '../../db/schema/index.js';
import { ReadCache } from '../../lib/read-cache.js';

/** Every option of every list (a few dozen rows), for validation and `*_display`. */
export async function allOptions(db: Executor): Promise<OptionRow[]> {
  return db.select().from(formOptions);
}

/**
 * allOptions for labels only (a list's `*_display`), read at most every OPTIONS_CACHE_TTL_MS.
 * The writes below drop it, so an edit in Form Settings shows at once here and within the TTL
 * on another instance. Rules (validation, transitions) read allOptions.
 */
export const OPTIONS_CACHE_TTL_MS = 10_000;
const optionLabels = new ReadCache<'all', OptionRow[]>({
  ttlMs: OPTIONS_CACHE_TTL_MS,
  maxEntries: 1,
});

export async function cachedOptions(db: Executor): Promise<OptionRow[]> {
  return optionLabels.get(db, 'all', () => allOptions(db));
}

/** Runs a write of options with the list's label cache dropped before and after it. */
async function writing<T>(write: () => PromiseLike<T>): Promise<T> {
  optionLabels.invalidate();
  try {
    return await write();
  } finally {
    optionLabels.invalidate();
  }
}

/** The options of one list in their order, inactive ones too unless `activeOnly`. */
export async function listOptions(
  db: Executor,
  list: OptionList,
  activeOnly = false,
): Promise<OptionRow[]> {
  const where = activeOnly
    ? and(eq(formOptions.list, list), eq(formOptions.isActive, true))
    : eq(formOptions.list, list);
  return db
    .select()
    .from(formOptions)
    .where(where)
    .orderBy(asc(formOptions.order), asc(formOptions.id));
}

export async function findOption(
  db: Executor,
  list: OptionList,
  id: number,
): Promise<OptionRow | undefined> {
  const [row] = await db
    .select()
    .from(formOptions)
    .where(and(eq(formOptions.list, list), eq(formOptions.id, id)))
    .limit(1);
  return row;
}

export async function findOptionByValue(
  db: Executor,
  list: OptionList,
  value: string,
): Promise<OptionRow | undefined> {
  const [row] = await db
    .select()
    .from(formOptions)
    .where(and(eq(formOptions.list, list), eq(formOptions.value, value)))
    .limit(1);
  return row;
}

/** The order after the last option of the list. */
export async function nextOptionOrder(db: Executor, list: OptionList): Promise<number> {
  const [row] = await db
    .select({ last: max(formOptions.order) })
    .from(formOptions)
    .where(eq(formOptions.list, list));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Inserts an option; undefined when the list already has its value. */
export async function insertOption(
  db: Executor,
  values: NewOptionRow,
): Promise<OptionRow | undefined> {
  const [row] = await writing(() =>
    db.insert(formOptions).values(values).onConflictDoNothing().returning(),
  );
  return row;
}

export async function updateOption(
  db: Executor,
  id: number,
  values: Partial<Omit<NewOptionRow, 'id' | 'list' | 'value'>>,
): Promise<OptionRow | undefined> {
  const [row] = await writing(() =>
    db
      .update(formOptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(formOptions.id, id))
      .returning(),
  );
  return row;
}

export async function deleteOption(db: Executor, id: number): Promise<void> {
  await writing(() => db.delete(formOptions).where(eq(formOptions.id, id)));
}

/**
 * Whether any application, deleted ones included, stores `value` in `column`: an option in use
 * is deactivated instead of deleted. A read of the applications table by its column, so that
 * the form configuration, which applications depend on, does not depend on them in turn.
 */
export async function applicationUsesValue(
  db: Executor,
  column: 'transactionType' | 'priority' | 'status',
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications[column], value))
    .limit(1);
  return row !== undefined;
}
