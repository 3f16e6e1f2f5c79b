import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { documentTemplates, type DocumentTemplateRow } from '../../db/schema/index.js';

/** Every document template: by kind, then the ones for all types first. */
export function listTemplates(db: Executor): Promise<DocumentTemplateRow[]> {
  return db
    .select()
    .from(documentTemplates)
    .orderBy(
      asc(documentTemplates.kind),
      sql`${documentTemplates.applicationType} IS NOT NULL`,
      asc(documentTemplates.applicationType),
      asc(documentTemplates.status),
      asc(documentTemplates.id),
    );
}

export async function findTemplate(
  db: Executor,
  id: number,
  lock = false,
): Promise<DocumentTemplateRow | undefined> {
  const query = db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The template of exactly this scope, if there is one. */
export async function findScope(
  db: Executor,
  kind: string,
  applicationType: string | null,
  status: string | null,
): Promise<DocumentTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.kind, kind),
        applicationType === null
          ? isNull(documentTemplates.applicationType)
          : eq(documentTemplates.applicationType, applicationType),
        status === null ? isNull(documentTemplates.status) : eq(documentTemplates.status, status),
      ),
    );
  return row;
}

/** Inserts a template; undefined when its scope was taken meanwhile (the unique index). */
export async function insertTemplate(
  tx: Executor,
  values: typeof documentTemplates.$inferInsert,
): Promise<DocumentTemplateRow | undefined> {
  const [row] = await tx.insert(documentTemplates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTemplate(
  tx: Executor,
  id: number,
  values: Partial<typeof documentTemplates.$inferInsert>,
): Promise<DocumentTemplateRow> {
  const [row] = await tx
    .update(documentTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documentTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteTemplate(tx: Executor, id: number): Promise<void> {
  await tx.delete(documentTemplates).where(eq(documentTemplates.id, id));
}
