import { normalizeSearchText, type Role } from '@mutabaa/shared';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

export type PickerFilter = { roles: Role[]; search?: string; page: number; pageSize: number };

// The term is normalised by normalizeSearchText; the column gets the same letter folding
// (alef forms, alef maksura, teh marbuta) so that "احمد" finds "أحمد". Names are short and the
// table small, so a sequential scan is fine here.
const searchable = sql`translate(lower(${users.fullName} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}), 'آأإٱىة', 'اااايه')`;

function pickerConditions(filter: PickerFilter): SQL | undefined {
  const term = filter.search ? normalizeSearchText(filter.search) : '';
  return and(
    eq(users.isActive, true),
    inArray(users.role, filter.roles),
    term ? sql`${searchable} like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
}

/** Active users of the given roles, by name, one page of them and how many match in all. */
export async function listPickableUsers(
  db: Executor,
  filter: PickerFilter,
): Promise<{ count: number; rows: UserRow[] }> {
  const where = pickerConditions(filter);
  // One after the other: on two cores, in parallel was measured slower (PERFORMANCE.md).
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { count: Number(total?.n ?? 0), rows };
}
