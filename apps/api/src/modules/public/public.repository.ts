import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationHistory, applications } from '../../db/schema/index.js';

/** The few columns the public view shows of a live application; drafts are not public yet. */
export async function findPublicApplication(db: Executor, transactionId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      transactionId: applications.transactionId,
      referenceNumber: applications.referenceNumber,
      title: applications.title,
      transactionType: applications.transactionType,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.transactionId, transactionId),
        isNull(applications.deletedAt),
        ne(applications.status, 'draft'),
      ),
    )
    .limit(1);
  return row;
}

/** Creation and status entries of the history, oldest first; never who or why. */
export async function statusEntries(db: Executor, applicationId: number) {
  return db
    .select({
      kind: applicationHistory.kind,
      fromValue: applicationHistory.fromValue,
      toValue: applicationHistory.toValue,
      createdAt: applicationHistory.createdAt,
    })
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.applicationId, applicationId),
        inArray(applicationHistory.kind, ['created', 'status']),
      ),
    )
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
}
