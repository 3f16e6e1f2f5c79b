import { rm } from 'node:fs/promises';
import { ATTACHMENT_MAX_BYTES, type TAttachment } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { AttachmentRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';
import { findApplication, insertHistory } from './applications.repository.js';
import { scopeOf, type Scope } from './applications.policy.js';
import {
  attachmentPath,
  detectAttachmentType,
  nameForType,
  removeStored,
  sanitizeFileName,
  storedSize,
  storeReceived,
  type ReceivedFile,
} from './attachments.files.js';
import { presentAttachments, presentAttachmentsOf } from './attachments.presenter.js';
import {
  countDocuments as countFiles,
  findAttachment,
  insertAttachment,
  listDocuments as listFiles,
  softDeleteAttachment,
  type DocumentRow,
} from './attachments.repository.js';

export type { DocumentRow } from './attachments.repository.js';

// The Documents screen's reads: files across the applications of one scope (`scopeOf`).

/** Live files of live applications within `scope` whose name has `search`, newest first. */
export function listDocuments(
  db: Executor,
  scope: Scope,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<DocumentRow[]> {
  return listFiles(db, scope, search, page);
}

/** How many files `listDocuments` finds in all. */
export function countDocuments(
  db: Executor,
  scope: Scope,
  search: string | undefined,
): Promise<number> {
  return countFiles(db, scope, search);
}

const notFound = () => new AppError(404, 'not_found');

export function fileTooLarge(): AppError {
  return new AppError(413, 'file_too_large', {
    params: { megabytes: ATTACHMENT_MAX_BYTES / (1024 * 1024) },
  });
}

export function fileRequired(key: 'file_required' | 'file_empty' = 'file_required'): AppError {
  return new AppError(422, 'validation_error', {
    messageKey: key,
    fieldErrors: { file: [{ key }] },
  });
}

/**
 * Files of applications (DESIGN §5): whoever sees the application lists and downloads them,
 * clients their own applications' only; the uploader, an editor or an admin deletes them.
 */
export class AttachmentsService {
  constructor(private readonly deps: { db: Db; dataDir: string }) {}

  async list(applicationId: number, actor: Actor): Promise<TAttachment[]> {
    const db = this.deps.db;
    if (!(await findApplication(db, applicationId, scopeOf(actor)))) throw notFound();
    return presentAttachmentsOf(db, applicationId, actor.user);
  }

  /** 404 unless `actor` may attach files to the application: checked before reading the body. */
  async assertCanUpload(applicationId: number, actor: Actor): Promise<void> {
    if (!(await findApplication(this.deps.db, applicationId, scopeOf(actor)))) throw notFound();
  }

  /**
   * Stores a received file: its type from its bytes, its name made safe, then the row, the
   * count, the history and the audit in one transaction. The temporary file is always gone
   * afterwards; the stored one too when the transaction fails.
   */
  async upload(
    applicationId: number,
    upload: { fileName: string; file: ReceivedFile },
    actor: Actor,
  ): Promise<TAttachment> {
    const { file } = upload;
    let storageKey: string | undefined;
    try {
      if (file.size === 0) throw fileRequired('file_empty');
      if (file.size > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
      const declared = sanitizeFileName(upload.fileName);
      const type = await detectAttachmentType(file, declared);
      const fileName = type && nameForType(declared, type);
      if (!type || !fileName) throw new AppError(415, 'unsupported_file_type');
      storageKey = await storeReceived(this.deps.dataDir, file);
      const key = storageKey;
      return await this.deps.db.transaction(async (tx) => {
        const application = await findApplication(tx, applicationId, scopeOf(actor), true);
        if (!application) throw notFound();
        const row = await insertAttachment(tx, {
          applicationId,
          uploadedById: actor.user.id,
          fileName,
          contentType: type,
          size: file.size,
          sha256: file.sha256,
          storageKey: key,
        });
        await this.record(tx, actor, row, 'application.attachment_added');
        return (await presentAttachments(tx, [row], actor.user))[0]!;
      });
    } catch (error) {
      if (storageKey) await removeStored(this.deps.dataDir, storageKey);
      throw error;
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** The stored file of an attachment the caller may see, for the download; audited. */
  async download(
    id: number,
    actor: Actor,
  ): Promise<{ path: string; size: number; fileName: string; contentType: string }> {
    const found = await findAttachment(this.deps.db, id, scopeOf(actor));
    if (!found) throw notFound();
    const { attachment } = found;
    const path = attachmentPath(this.deps.dataDir, attachment.storageKey);
    const size = path === undefined ? undefined : await storedSize(path);
    // A row whose bytes are gone (a restored database without its files) is not there.
    if (path === undefined || size === undefined) throw notFound();
    // A read changes nothing: its entry is written on its own.
    await writeAuditLog(this.deps.db, {
      actorId: actor.user.id,
      action: 'application.attachment_downloaded',
      entityType: 'application',
      entityId: String(attachment.applicationId),
      changes: {
        attachment_id: attachment.id,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        size: attachment.size,
      },
      ip: actor.ip,
    });
    return { path, size, fileName: attachment.fileName, contentType: attachment.contentType };
  }

  /** Soft delete by the uploader, or by an editor or admin who sees the application. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const found = await findAttachment(tx, id, scopeOf(actor), true);
      if (!found) throw notFound();
      const { attachment } = found;
      if (actor.user.role === 'client' && attachment.uploadedById !== actor.user.id) {
        throw new AppError(403, 'permission_denied', { messageKey: 'attachment_delete_denied' });
      }
      await softDeleteAttachment(tx, attachment);
      await this.record(tx, actor, attachment, 'application.attachment_deleted');
    });
  }

  /** History entry (field `attachments`) and audit row of an added or deleted file. */
  private async record(
    tx: Executor,
    actor: Actor,
    row: AttachmentRow,
    action: 'application.attachment_added' | 'application.attachment_deleted',
  ): Promise<void> {
    const file = { id: row.id, file_name: row.fileName };
    const added = action === 'application.attachment_added';
    await insertHistory(tx, [
      {
        applicationId: row.applicationId,
        actorId: actor.user.id,
        kind: 'field',
        field: 'attachments',
        fromValue: added ? null : file,
        toValue: added ? file : null,
      },
    ]);
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'application',
      entityId: String(row.applicationId),
      changes: {
        attachment_id: row.id,
        file_name: row.fileName,
        content_type: row.contentType,
        size: row.size,
        sha256: row.sha256,
      },
      ip: actor.ip,
    });
  }
}
