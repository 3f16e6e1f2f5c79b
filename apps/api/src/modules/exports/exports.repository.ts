import type { ApplicationOrderingField, TSlaState } from '@mutabaa/shared';
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { Params, toSql } from '../../db/statements.js';
import { filterSql, type ApplicationFilters, type Scope } from '../applications/index.js';
import { applications, applicationSla, users } from '../../db/schema/index.js';

/** The ordering columns of the list, with the cast a text key needs and whether NULL occurs. */
const ORDER_KEYS = {
  updated_at: { column: applications.updatedAt, cast: 'timestamptz', nullable: false },
  created_at: { column: applications.createdAt, cast: 'timestamptz', nullable: false },
  due_date: { column: applications.dueDate, cast: 'date', nullable: true },
  reference_number: { column: applications.referenceNumber, cast: 'text', nullable: false },
  title: { column: applications.title, cast: 'text', nullable: false },
  status: { column: applications.status, cast: 'text', nullable: false },
  priority: { column: applications.priority, cast: 'text', nullable: false },
  sla_due_at: { column: applicationSla.dueAt, cast: 'timestamptz', nullable: true },
} as const satisfies Record<ApplicationOrderingField, unknown>;

/**
 * Where the previous batch stopped: the ordering column as text (a timestamp keeps its
 * microseconds, which a JS Date would lose) and the id that breaks ties.
 */
export type ExportCursor = { key: string | null; id: number };

const clientUser = alias(users, 'client_user');
const assignee = alias(users, 'assignee_user');
// The list shows a user by full name, or by e-mail when the name is empty.
const nameOf = (u: { fullName: SQLWrapper; email: SQLWrapper }) =>
  sql<string | null>`coalesce(nullif(${u.fullName}, ''), ${u.email})`;

/** Rows strictly after `cursor` in the list's order (PostgreSQL: NULLS LAST ascending, FIRST descending). */
function afterCursor(ordering: string, cursor: ExportCursor): SQL | undefined {
  const descending = ordering.startsWith('-');
  const { column, cast, nullable } =
    ORDER_KEYS[ordering.replace(/^-/, '') as ApplicationOrderingField];
  const id = applications.id;
  const idAfter = descending ? sql`${id} < ${cursor.id}` : sql`${id} > ${cursor.id}`;
  if (cursor.key === null) {
    // Only a nullable column has NULL keys: first when descending, last when ascending.
    return descending
      ? sql`((${column} is null and ${idAfter}) or ${column} is not null)`
      : sql`(${column} is null and ${idAfter})`;
  }
  const key = sql`${cursor.key}::${sql.raw(cast)}`;
  // `col <= key and (col < key or id < last)` rather than a row comparison: the first part
  // is a plain bound on the column's index whatever the index's direction.
  const bounded = descending
    ? sql`(${column} <= ${key} and (${column} < ${key} or ${idAfter}))`
    : sql`(${column} >= ${key} and (${column} > ${key} or ${idAfter}))`;
  return nullable && !descending ? sql`(${bounded} or ${column} is null)` : bounded;
}

/** The export's WHERE: the list's filters within `scope`, so both select the same rows. */
export function exportWhere(scope: Scope, filters: ApplicationFilters): SQL {
  const params = new Params();
  return toSql(filterSql(params, 'applications', scope, filters), params);
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * One batch of the export: the list's columns with client and assignee names, in the list's
 * order, after `cursor`. Batches by key (not OFFSET) keep each query as cheap as the first.
 * Without `addresses` (a client's file) an assignee without a name stays empty.
 */
export async function exportBatch(
  db: Executor,
  where: SQL | undefined,
  ordering: string,
  cursor: ExportCursor | undefined,
  limit: number,
  addresses = true,
) {
  const a = applications;
  const { column } = ORDER_KEYS[ordering.replace(/^-/, '') as ApplicationOrderingField];
  const direction = ordering.startsWith('-') ? desc : asc;
  return db
    .select({
      id: a.id,
      key: sql<string | null>`${column}::text`,
      referenceNumber: a.referenceNumber,
      transactionId: a.transactionId,
      title: a.title,
      clientName: nameOf(clientUser),
      clientEmail: a.clientEmail,
      transactionType: a.transactionType,
      status: a.status,
      priority: a.priority,
      assigneeName: addresses
        ? nameOf(assignee)
        : sql<string | null>`nullif(${assignee.fullName}, '')`,
      department: a.department,
      dueDate: a.dueDate,
      tags: a.tags,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      slaDueAt: applicationSla.dueAt,
      // The states as the list reads them (docs/architecture.md#service-levels).
      slaState: sql<TSlaState | null>`case
        when ${applicationSla.dueAt} is null then null
        when ${applicationSla.stoppedAt} is not null then
          case when ${applicationSla.stoppedAt} <= ${applicationSla.dueAt} then 'met' else 'missed' end
        when ${applicationSla.pausedAt} is not null then 'paused'
        when ${applicationSla.dueAt} < now() then 'breached'
        else 'running' end`,
    })
    .from(a)
    .leftJoin(clientUser, eq(clientUser.id, a.clientId))
    .leftJoin(assignee, eq(assignee.id, a.assignedToId))
    .leftJoin(applicationSla, eq(applicationSla.applicationId, a.id))
    .where(and(where, cursor ? afterCursor(ordering, cursor) : undefined))
    .orderBy(direction(column), direction(a.id))
    .limit(limit);
}
