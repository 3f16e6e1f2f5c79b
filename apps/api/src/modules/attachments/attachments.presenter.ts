import type { TAttachment, TDocument } from '@mutabaa/shared';
import type { AttachmentRow, UserRow } from '../../db/schema/index.js';
import { userRef, visibleTo, type Viewer } from '../applications/index.js';
import type { Executor } from '../../db/client.js';
import { findUsersByIds } from '../users/index.js';
import { listAttachments, type AttachmentApplication } from './attachments.repository.js';

export function downloadUrl(id: number): string {
  return `/api/transactions/attachments/${id}/download/`;
}

export function presentAttachment(row: AttachmentRow, users: Map<number, UserRow>): TAttachment {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    uploaded_by: userRef(users, row.uploadedById),
    created_at: row.createdAt.toISOString(),
    download_url: downloadUrl(row.id),
  };
}

export function presentDocument(
  row: { attachment: AttachmentRow; application: AttachmentApplication },
  users: Map<number, UserRow>,
): TDocument {
  const { application } = row;
  return {
    ...presentAttachment(row.attachment, users),
    application: {
      id: application.id,
      transaction_id: application.transactionId,
      reference_number: application.referenceNumber,
      title: application.title,
    },
  };
}

/** The uploaders of `rows`, for `uploaded_by`. */
function uploaderIds(rows: AttachmentRow[]): number[] {
  return [...new Set(rows.map((r) => r.uploadedById).filter((v): v is number => v !== null))];
}

/** The live files of an application as read (the detail carries them too). */
export async function presentAttachmentsOf(
  db: Executor,
  applicationId: number,
  viewer: Viewer,
): Promise<TAttachment[]> {
  const rows = await listAttachments(db, applicationId);
  return presentAttachments(db, rows, viewer);
}

/** The uploaders of `rows` by id, as `viewer` may see them. */
async function uploaders(db: Executor, rows: AttachmentRow[], viewer: Viewer) {
  const users = await findUsersByIds(db, uploaderIds(rows));
  return visibleTo(new Map(users.map((u) => [u.id, u])), viewer);
}

export async function presentAttachments(
  db: Executor,
  rows: AttachmentRow[],
  viewer: Viewer,
): Promise<TAttachment[]> {
  const users = await uploaders(db, rows, viewer);
  return rows.map((row) => presentAttachment(row, users));
}

export async function presentDocuments(
  db: Executor,
  rows: { attachment: AttachmentRow; application: AttachmentApplication }[],
  viewer: Viewer,
): Promise<TDocument[]> {
  const users = await uploaders(
    db,
    rows.map((r) => r.attachment),
    viewer,
  );
  return rows.map((row) => presentDocument(row, users));
}
