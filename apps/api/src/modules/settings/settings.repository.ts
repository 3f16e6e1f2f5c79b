import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export async function getSetting<T>(db: Executor, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row ? (row.value as T) : fallback;
}

export async function setSetting(
  db: Executor,
  key: string,
  value: unknown,
  updatedBy: number | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

export const REQUIRE_EMAIL_VERIFICATION = 'REQUIRE_EMAIL_VERIFICATION';
