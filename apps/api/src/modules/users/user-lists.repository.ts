import { normalizeSearchText, type Role, type UserOrderingField } from '@mutabaa/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { findUsersByIds } from './users.repository.js';

// The lists of users: the pickers' and User Management's, both searched by name and address.

export type PickerFilter = { roles: Role[]; search?: string; page: number; pageSize: number };

/**
 * Users whose search text holds `search`, normalised as the stored column is (migration 0018
 * keeps the two normalisations in step), through its trigram index.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search ? normalizeSearchText(search) : '';
  if (!term) return undefined;
  return sql`${users.searchText} like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

function pickerConditions(filter: PickerFilter): SQL | undefined {
  return and(
    eq(users.isActive, true),
    inArray(users.role, filter.roles),
    searchCondition(filter.search),
  );
}

/** Active users of the given roles, by name, one page of them and how many match in all. */
export async function listPickableUsers(
  db: Executor,
  filter: PickerFilter,
): Promise<{ count: number; rows: UserRow[] }> {
  const where = pickerConditions(filter);
  // One after the other: on two cores, in parallel was measured slower
  // (docs/architecture.md#sequential-statements).
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

/** What User Management filters and orders by (GET /users/). */
export type UserListFilter = {
  search?: string;
  role?: Role;
  isActive?: boolean;
  emailVerified?: boolean;
  neverSignedIn?: boolean;
  ordering: `${'' | '-'}${UserOrderingField}`;
  page: number;
  pageSize: number;
};

const ORDER_COLUMNS = {
  full_name: users.fullName,
  email: sql`lower(${users.email})`,
  role: users.role,
  date_joined: users.dateJoined,
  last_login: users.lastLogin,
} satisfies Record<UserOrderingField, unknown>;

function listConditions(filter: UserListFilter): SQL | undefined {
  return and(
    searchCondition(filter.search),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    filter.emailVerified === undefined ? undefined : eq(users.emailVerified, filter.emailVerified),
    filter.neverSignedIn === undefined
      ? undefined
      : filter.neverSignedIn
        ? isNull(users.lastLogin)
        : isNotNull(users.lastLogin),
  );
}

/**
 * One page of users in the asked order (ties by id, users who never signed in last whichever
 * the direction) and how many match in all. Without a search the page walks an ordering index
 * and the count is a second statement; with one, the matches are found first through the
 * trigram index, once, and both the page and the count are taken from them (walking the name
 * index and testing every user until a page is full read tens of thousands of rows for a
 * common name).
 */
export async function listUsers(
  db: Executor,
  filter: UserListFilter,
): Promise<{ count: number; rows: UserRow[] }> {
  const where = listConditions(filter);
  const descending = filter.ordering.startsWith('-');
  const column = ORDER_COLUMNS[filter.ordering.replace(/^-/, '') as UserOrderingField];
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`;
  const idDirection = descending ? sql`desc` : sql`asc`;
  const offset = (filter.page - 1) * filter.pageSize;
  if (filter.search && normalizeSearchText(filter.search)) {
    const result = (await db.execute(sql`
      with m as materialized (select ${users.id} as id, ${column} as k from ${users} where ${where}),
      page as (select id, k from m order by k ${direction}, id ${idDirection}
        limit ${filter.pageSize} offset ${offset})
      select c.total, page.id
      from (select count(*)::int as total from m) c left join page on true
      order by page.k ${direction}, page.id ${idDirection}`)) as unknown as {
      rows: { total: number | string; id: number | null }[];
    };
    const ids = result.rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
    const byId = new Map((await findUsersByIds(db, ids)).map((u) => [u.id, u]));
    return {
      count: Number(result.rows[0]?.total ?? 0),
      rows: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    };
  }
  // One after the other: on two cores, in parallel was measured slower
  // (docs/architecture.md#sequential-statements).
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${column} ${direction}`, descending ? desc(users.id) : asc(users.id))
    .limit(filter.pageSize)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { count: Number(total?.n ?? 0), rows };
}
