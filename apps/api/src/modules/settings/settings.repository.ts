import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings, type SettingRow } from '../../db/schema/index.js';

export async function getSetting<T>(db: Executor, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row ? (row.value as T) : fallback;
}

/** The stored rows of `keys` (keys without a row are simply absent). */
export async function findSettings(db: Executor, keys: readonly string[]): Promise<SettingRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
}

export async function setSetting(
  db: Executor,
  key: string,
  value: unknown,
  updatedBy: number | null,
): Promise<void> {
  // A setting whose value is null (e.g. no retention period) stores JSON null, not SQL NULL.
  const json = sql`${JSON.stringify(value ?? null)}::jsonb`;
  await db
    .insert(settings)
    .values({ key, value: json, updatedBy })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: json, updatedBy, updatedAt: new Date() },
    });
}

/** Removes the rows of `keys`, so that their defaults apply again; returns the removed rows. */
export async function deleteSettings(db: Executor, keys: readonly string[]): Promise<SettingRow[]> {
  if (keys.length === 0) return [];
  return db
    .delete(settings)
    .where(inArray(settings.key, [...keys]))
    .returning();
}
