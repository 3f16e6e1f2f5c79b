import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationAttachments,
  applications,
  type AttachmentRow,
  type NewAttachmentRow,
} from '../../db/schema/index.js';
import { scopeCondition, type Scope } from '../applications/index.js';

const a = applicationAttachments;

/** The application an attachment belongs to, as a document names it. */
export type AttachmentApplication = {
  id: number;
  transactionId: string;
  referenceNumber: string;
  title: string;
};

/** The application columns a document carries. */
export const applicationColumns = {
  id: applications.id,
  transactionId: applications.transactionId,
  referenceNumber: applications.referenceNumber,
  title: applications.title,
};

/** Inserts the row and counts it on its application, in the caller's transaction. */
export async function insertAttachment(
  tx: Executor,
  values: NewAttachmentRow,
): Promise<AttachmentRow> {
  const [row] = await tx.insert(a).values(values).returning();
  if (!row) throw new Error('attachment not inserted');
  await tx
    .update(applications)
    .set({ attachmentCount: sql`${applications.attachmentCount} + 1`, updatedAt: new Date() })
    .where(eq(applications.id, values.applicationId));
  return row;
}

/** Which of `keys` belong to an attachment row (a deleted one's too: the key was given out). */
export async function knownStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: a.storageKey }).from(a).where(inArray(a.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Soft delete: the row leaves every list and its application counts one less. */
export async function softDeleteAttachment(tx: Executor, row: AttachmentRow): Promise<void> {
  const [deleted] = await tx
    .update(a)
    .set({ deletedAt: new Date() })
    .where(and(eq(a.id, row.id), isNull(a.deletedAt)))
    .returning({ id: a.id });
  if (!deleted) return;
  await tx
    .update(applications)
    .set({
      attachmentCount: sql`greatest(${applications.attachmentCount} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(applications.id, row.applicationId));
}

/** The live files of an application, newest first. */
export async function listAttachments(
  db: Executor,
  applicationId: number,
): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.applicationId, applicationId), isNull(a.deletedAt)))
    .orderBy(desc(a.createdAt), desc(a.id));
}

/**
 * A live attachment of a live application within `scope`, with that application; `lock`
 * holds the attachment for its deletion.
 */
export async function findAttachment(
  db: Executor,
  id: number,
  scope: Scope,
  lock = false,
): Promise<{ attachment: AttachmentRow; application: AttachmentApplication } | undefined> {
  const query = db
    .select({ attachment: a, application: applicationColumns })
    .from(a)
    .innerJoin(applications, eq(applications.id, a.applicationId))
    .where(
      and(eq(a.id, id), isNull(a.deletedAt), isNull(applications.deletedAt), scopeCondition(scope)),
    )
    .limit(1)
    .$dynamic();
  const [row] = await (lock ? query.for('update', { of: a }) : query);
  return row;
}

/** A file as the Documents screen lists it: the attachment and its application. */
export type DocumentRow = { attachment: AttachmentRow; application: AttachmentApplication };

function documentConditions(scope: Scope, search: string | undefined): SQL | undefined {
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
    .where(documentConditions(scope, search))
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
    .where(documentConditions(scope, search));
  return Number(row?.n ?? 0);
}
