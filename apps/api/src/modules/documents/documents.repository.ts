import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationAttachments as a,
  applications,
  type AttachmentRow,
} from '../../db/schema/index.js';
import { scopeCondition, type Scope } from '../applications/applications.repository.js';
import {
  applicationColumns,
  type AttachmentApplication,
} from '../applications/attachments.repository.js';

export type DocumentRow = { attachment: AttachmentRow; application: AttachmentApplication };

function conditions(scope: Scope, search: string | undefined): SQL | undefined {
  return and(
    isNull(a.deletedAt),
    isNull(applications.deletedAt),
    scopeCondition(scope),
    search
      ? sql`${a.fileName} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
}

/** Live files of live applications within `scope`, newest first, one page. */
export async function listDocuments(
  db: Executor,
  scope: Scope,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<DocumentRow[]> {
  return db
    .select({ attachment: a, application: applicationColumns })
    .from(a)
    .innerJoin(applications, eq(applications.id, a.applicationId))
    .where(conditions(scope, search))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDocuments(
  db: Executor,
  scope: Scope,
  search: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(applications, eq(applications.id, a.applicationId))
    .where(conditions(scope, search));
  return Number(row?.n ?? 0);
}
