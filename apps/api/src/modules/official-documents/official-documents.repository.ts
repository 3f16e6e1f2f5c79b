import type { DocumentKind } from '@mutabaa/shared';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  documentTemplates,
  issuedDocuments,
  users,
  type DocumentTemplateRow,
  type IssuedDocumentRow,
  type UserRow,
} from '../../db/schema/index.js';

/**
 * The admin's template of `kind` for an application of `type` (else for all types) naming
 * `status` (a decision letter's; null for the other kinds), most specific first.
 */
export async function findTemplateFor(
  db: Executor,
  kind: DocumentKind,
  type: string | null,
  status: string | null,
): Promise<DocumentTemplateRow | undefined> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.kind, kind),
        status === null ? isNull(documentTemplates.status) : eq(documentTemplates.status, status),
        type === null
          ? isNull(documentTemplates.applicationType)
          : or(
              eq(documentTemplates.applicationType, type),
              isNull(documentTemplates.applicationType),
            ),
      ),
    )
    .orderBy(sql`${documentTemplates.applicationType} IS NULL`);
  return rows[0];
}

/** The statuses any admin template of `kind` names (for a decision letter). */
export async function templateStatuses(db: Executor, kind: DocumentKind): Promise<string[]> {
  const rows = await db
    .selectDistinct({ status: documentTemplates.status })
    .from(documentTemplates)
    .where(eq(documentTemplates.kind, kind));
  return rows.map((r) => r.status).filter((s): s is string => s !== null);
}

/** The next version of a kind and language on an application (the caller holds its lock). */
export async function nextVersion(
  tx: Executor,
  applicationId: number,
  kind: DocumentKind,
  language: string,
): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${issuedDocuments.version})` })
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.applicationId, applicationId),
        eq(issuedDocuments.kind, kind),
        eq(issuedDocuments.language, language),
      ),
    );
  return Number(row?.max ?? 0) + 1;
}

export async function insertIssued(
  tx: Executor,
  values: typeof issuedDocuments.$inferInsert,
): Promise<IssuedDocumentRow> {
  const [row] = await tx.insert(issuedDocuments).values(values).returning();
  return row!;
}

export type IssuedWithPeople = IssuedDocumentRow & {
  issuer: Pick<UserRow, 'id' | 'fullName' | 'email'> | null;
};

const issuerColumns = { id: users.id, fullName: users.fullName, email: users.email };

/** An application's issued documents, newest first, with who issued each. */
export async function listIssued(db: Executor, applicationId: number): Promise<IssuedWithPeople[]> {
  const rows = await db
    .select({ doc: issuedDocuments, issuer: issuerColumns })
    .from(issuedDocuments)
    .leftJoin(users, eq(users.id, issuedDocuments.issuedBy))
    .where(eq(issuedDocuments.applicationId, applicationId))
    .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.id));
  return rows.map((r) => ({ ...r.doc, issuer: r.issuer?.id ? r.issuer : null }));
}

/** One document of an application; `lock` holds it until the transaction ends. */
export async function findIssued(
  db: Executor,
  applicationId: number,
  id: number,
  lock = false,
): Promise<IssuedWithPeople | undefined> {
  const query = db
    .select({ doc: issuedDocuments, issuer: issuerColumns })
    .from(issuedDocuments)
    .leftJoin(users, eq(users.id, issuedDocuments.issuedBy))
    .where(and(eq(issuedDocuments.applicationId, applicationId), eq(issuedDocuments.id, id)));
  const [row] = lock ? await query.for('update', { of: issuedDocuments }) : await query;
  return row && { ...row.doc, issuer: row.issuer?.id ? row.issuer : null };
}

export async function findByToken(
  db: Executor,
  token: string,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.token, token));
  return row;
}

export async function hasReceipt(db: Executor, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: issuedDocuments.id })
    .from(issuedDocuments)
    .where(
      and(eq(issuedDocuments.applicationId, applicationId), eq(issuedDocuments.kind, 'receipt')),
    );
  return Boolean(row);
}

export async function markWithdrawn(
  tx: Executor,
  id: number,
  by: number,
  reason: string,
): Promise<void> {
  await tx
    .update(issuedDocuments)
    .set({ withdrawnAt: sql`now()`, withdrawnBy: by, withdrawalReason: reason })
    .where(and(eq(issuedDocuments.id, id), isNull(issuedDocuments.withdrawnAt)));
}

/** A user's row (the applicant: their name, language and calendar). */
export async function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
