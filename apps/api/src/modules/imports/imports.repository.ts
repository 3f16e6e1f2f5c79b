import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bulkInsert } from '../../db/bulk-insert.js';
import {
  applicationHistory,
  applicationReferenceCounters,
  applications,
  importErrors,
  importMappings,
  imports,
  users,
  type ImportErrorRow,
  type ImportRow,
  type NewApplicationRow,
  type NewImportErrorRow,
  type NewImportRow,
  type UserRow,
} from '../../db/schema/index.js';

export async function insertImport(db: Executor, values: NewImportRow): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

/** An import of `userId` (another user's is not found). */
export async function findImport(
  db: Executor,
  id: number,
  userId: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.createdById, userId)));
  return row;
}

export async function findImportById(db: Executor, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/** A page of `userId`'s imports, newest first, and how many they have. */
export async function listImports(
  db: Executor,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: ImportRow[]; count: number }> {
  const rows = await db
    .select()
    .from(imports)
    .where(eq(imports.createdById, userId))
    .orderBy(desc(imports.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(imports)
    .where(eq(imports.createdById, userId));
  return { rows, count: Number(total?.n ?? 0) };
}

/**
 * Changes an import; with `runId`, only while that run is still the import's (a newer run or a
 * cancellation makes an older one stop). Returns the changed row, or undefined.
 */
export async function updateImport(
  db: Executor,
  id: number,
  values: Partial<NewImportRow>,
  runId?: string,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(imports.id, id), runId ? eq(imports.runId, runId) : undefined))
    .returning();
  return row;
}

/**
 * The earliest completed import by `userId` of a file with these bytes, other than `id`.
 * Another user's import is never told: that they imported the same file is theirs to know.
 */
export async function findCompletedBySha(
  db: Executor,
  sha256: string,
  id: number,
  userId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.sha256, sha256),
        eq(imports.createdById, userId),
        eq(imports.status, 'completed'),
        sql`${imports.id} <> ${id}`,
      ),
    )
    .orderBy(asc(imports.id))
    .limit(1);
  return row?.id;
}

export async function deleteImportErrors(db: Executor, importId: number): Promise<void> {
  await db.delete(importErrors).where(eq(importErrors.importId, importId));
}

export async function insertImportErrors(db: Executor, rows: NewImportErrorRow[]): Promise<void> {
  await bulkInsert(db, importErrors, rows);
}

/** A page of an import's problems in row order, and how many there are. */
export async function pageImportErrors(
  db: Executor,
  importId: number,
  offset: number,
  limit: number,
): Promise<{ rows: ImportErrorRow[]; count: number }> {
  const rows = await db
    .select()
    .from(importErrors)
    .where(eq(importErrors.importId, importId))
    .orderBy(asc(importErrors.row), asc(importErrors.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(importErrors)
    .where(eq(importErrors.importId, importId));
  return { rows, count: Number(total?.n ?? 0) };
}

/** Every problem of an import in row order (for the file of problem rows). */
export async function allImportErrors(db: Executor, importId: number): Promise<ImportErrorRow[]> {
  return db
    .select()
    .from(importErrors)
    .where(eq(importErrors.importId, importId))
    .orderBy(asc(importErrors.row), asc(importErrors.id));
}

/** Users by e-mail, whatever its case. */
export async function findUsersByEmails(db: Executor, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** Live applications holding any of these external references (compared without case). */
export async function existingReferences(
  db: Executor,
  references: string[],
): Promise<{ externalReferenceId: string; referenceNumber: string }[]> {
  if (references.length === 0) return [];
  const lowered = [...new Set(references.map((r) => r.toLowerCase()))];
  return db
    .select({
      externalReferenceId: applications.externalReferenceId,
      referenceNumber: applications.referenceNumber,
    })
    .from(applications)
    .where(
      and(
        isNull(applications.deletedAt),
        sql`${applications.externalReferenceId} <> ''`,
        inArray(sql`lower(${applications.externalReferenceId})`, lowered),
      ),
    );
}

/** The departments live applications use, most used first. */
export async function departmentsInUse(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ department: applications.department, n: count() })
    .from(applications)
    .where(and(isNull(applications.deletedAt), sql`${applications.department} <> ''`))
    .groupBy(applications.department)
    .orderBy(desc(count()), asc(applications.department));
  return rows.map((r) => r.department);
}

export async function findRememberedMapping(
  db: Executor,
  userId: number,
  headersKey: string,
): Promise<Record<string, string | null> | undefined> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.headersKey, headersKey)));
  return row?.mapping as Record<string, string | null> | undefined;
}

export async function rememberMapping(
  db: Executor,
  userId: number,
  headersKey: string,
  mapping: Record<string, string | null>,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ userId, headersKey, mapping })
    .onConflictDoUpdate({
      target: [importMappings.userId, importMappings.headersKey],
      set: { mapping, updatedAt: new Date() },
    });
}

/**
 * Reserves `n` reference numbers of `year` in the caller's (short) transaction; returns the
 * first.
 */
export async function reserveReferences(db: Executor, year: number, n: number): Promise<number> {
  const [row] = await db
    .insert(applicationReferenceCounters)
    .values({ year, lastValue: n })
    .onConflictDoUpdate({
      target: applicationReferenceCounters.year,
      set: { lastValue: sql`${applicationReferenceCounters.lastValue} + ${n}` },
    })
    .returning({ last: applicationReferenceCounters.lastValue });
  return row!.last - n + 1;
}

/**
 * Inserts applications; a row whose random transaction id is taken is left out (the caller
 * draws it again). Returns the ids and transaction ids inserted.
 */
export async function insertApplicationsBatch(
  tx: Executor,
  rows: NewApplicationRow[],
): Promise<{ id: number; transactionId: string }[]> {
  const inserted = await bulkInsert(
    tx,
    applications,
    rows,
    sql`id, transaction_id`,
    sql`on conflict (transaction_id) do nothing`,
  );
  return inserted.map((r) => ({ id: Number(r.id), transactionId: String(r.transaction_id) }));
}

/** A `created` history entry for each application. */
export async function insertCreatedHistory(
  tx: Executor,
  entries: { applicationId: number; status: string; createdAt: Date }[],
  actorId: number,
): Promise<void> {
  await bulkInsert(
    tx,
    applicationHistory,
    entries.map((e) => ({
      applicationId: e.applicationId,
      actorId,
      kind: 'created',
      field: null,
      fromValue: null,
      toValue: e.status,
      comment: '',
      createdAt: e.createdAt,
    })),
  );
}

/** Imports whose file is older than `before` and still kept, unless a job is reading it. */
export async function listExpiredFiles(db: Executor, before: Date): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(
      and(
        lt(imports.createdAt, before),
        isNull(imports.fileRemovedAt),
        notInArray(imports.status, ['checking', 'importing']),
      ),
    );
}

/** Which of these file names an import names as its file still kept. */
export async function liveStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: imports.storageKey })
    .from(imports)
    .where(and(inArray(imports.storageKey, keys), isNull(imports.fileRemovedAt)));
  return new Set(rows.map((r) => r.key));
}
