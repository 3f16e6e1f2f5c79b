import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ATTACHMENT_MAX_BYTES, type TAttachment } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { AttachmentRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { WebhookEvents } from '../../lib/webhook-events.js';
import { isDatabaseUnavailable } from '../../db/connection-errors.js';
import { AppError } from '../../lib/app-error.js';
import { orStoreUnavailable, type FileStore } from '../../lib/file-store/index.js';
import { nameForType, sanitizeFileName } from '../../lib/uploads/file-names.js';
import { detectFileType } from '../../lib/uploads/file-type.js';
import { fileRequired } from '../../lib/uploads/receive-upload.js';
import type { ReceivedFile } from '../../lib/uploads/received-file.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { addHistory, findApplicationIn, scopeOf, type Scope } from '../applications/index.js';
import { attachmentKey, storeReceived } from './attachments.files.js';
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

/**
 * Files of applications: whoever sees the application lists and downloads them,
 * clients their own applications' only; the uploader, an editor or an admin deletes them.
 */
export class AttachmentsService {
  constructor(
    private readonly deps: {
      db: Db;
      files: FileStore;
      log: FastifyBaseLogger;
      webhooks?: WebhookEvents;
    },
  ) {}

  async list(applicationId: number, actor: Actor): Promise<TAttachment[]> {
    const db = this.deps.db;
    if (!(await findApplicationIn(db, applicationId, scopeOf(actor)))) throw notFound();
    return presentAttachmentsOf(db, applicationId, actor.user);
  }

  /** 404 unless `actor` may attach files to the application: checked before reading the body. */
  async assertCanUpload(applicationId: number, actor: Actor): Promise<void> {
    if (!(await findApplicationIn(this.deps.db, applicationId, scopeOf(actor)))) throw notFound();
  }

  /**
   * Stores a received file: its type from its bytes, its name made safe, then the row, the
   * count, the history and the audit in one transaction. The temporary file is always gone
   * afterwards; the stored object too when the transaction fails, so a refused or failed upload
   * leaves neither an object nor a row.
   */
  async upload(
    applicationId: number,
    upload: { fileName: string; file: ReceivedFile },
    actor: Actor,
  ): Promise<TAttachment> {
    const { file } = upload;
    const { files } = this.deps;
    let storageKey: string | undefined;
    try {
      if (file.size === 0) throw fileRequired('file_empty');
      if (file.size > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
      const declared = sanitizeFileName(upload.fileName);
      const type = await detectFileType(file, declared);
      const fileName = type && nameForType(declared, type);
      if (!type || !fileName) throw new AppError(415, 'unsupported_file_type');
      storageKey = await orStoreUnavailable(() => storeReceived(files, file));
      const key = storageKey;
      return await this.deps.db.transaction(async (tx) => {
        const application = await findApplicationIn(tx, applicationId, scopeOf(actor), true);
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
        const [presented] = await presentAttachments(tx, [row], actor.user);
        await this.deps.webhooks?.emit(tx, {
          type: 'attachment.created',
          application,
          actor: actor.user,
          fields: { attachment: presented },
        });
        return presented!;
      });
    } catch (error) {
      const key = storageKey && attachmentKey(storageKey);
      // A lost connection may have lost only the commit's answer: the row may exist, so the
      // file stays (the start-up sweep removes it later if no row names it).
      if (key && !isDatabaseUnavailable(error)) await files.delete(key).catch(() => undefined);
      throw error;
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /**
   * The stored file of an attachment the caller may see, opened for a streamed download;
   * audited. The caller sends or destroys `body`.
   */
  async download(
    id: number,
    actor: Actor,
  ): Promise<{ body: Readable; size: number; fileName: string; contentType: string }> {
    const found = await findAttachment(this.deps.db, id, scopeOf(actor));
    if (!found) throw notFound();
    const { attachment } = found;
    const key = attachmentKey(attachment.storageKey);
    const stored = key ? await orStoreUnavailable(() => this.deps.files.get(key)) : undefined;
    // A row whose bytes are gone (a restored database without its files) is not there.
    if (!stored) throw notFound();
    try {
      await this.auditDownload(attachment, actor);
    } catch (error) {
      stored.body.destroy();
      throw error;
    }
    return {
      body: stored.body,
      size: stored.size,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
    };
  }

  /** A read changes nothing: its entry is written on its own. */
  private async auditDownload(attachment: AttachmentRow, actor: Actor): Promise<void> {
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
  }

  /**
   * Soft delete by the uploader, or by an editor or admin who sees the application: the row
   * stays for the history and the audit trail, the bytes go.
   */
  async remove(id: number, actor: Actor): Promise<void> {
    const removed = await this.deps.db.transaction(async (tx) => {
      const found = await findAttachment(tx, id, scopeOf(actor), true);
      if (!found) throw notFound();
      const { attachment } = found;
      if (actor.user.role === 'client' && attachment.uploadedById !== actor.user.id) {
        throw new AppError(403, 'permission_denied', { messageKey: 'attachment_delete_denied' });
      }
      await softDeleteAttachment(tx, attachment);
      await this.record(tx, actor, attachment, 'application.attachment_deleted');
      return attachment;
    });
    // After the commit: a failed delete leaves an object no row points at, never a row without
    // its bytes. The file is gone for everyone either way, so the answer stays 204.
    const key = attachmentKey(removed.storageKey);
    if (key) {
      await this.deps.files.delete(key).catch((err: unknown) => {
        this.deps.log.warn({ err, key }, 'deleted attachment left in the file store');
      });
    }
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
    await addHistory(tx, [
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
