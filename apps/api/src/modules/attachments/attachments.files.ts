import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { uploadsDir, type FileStore } from '../../lib/file-store/index.js';
import type { ReceivedFile } from '../../lib/uploads/received-file.js';

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The folder of attachments in the file store, and on the disk where uploads are received. */
const FOLDER = 'attachments';

export function attachmentDir(dataDir: string): string {
  return path.join(uploadsDir(dataDir), FOLDER);
}

/** The file store key of a stored attachment, or undefined for a key the store never gives. */
export function attachmentKey(storageKey: string): string | undefined {
  return STORAGE_KEY.test(storageKey) ? `${FOLDER}/${storageKey}` : undefined;
}

/**
 * Moves a received, already checked file into the store under a new storage key; returns the
 * key. Checking first on the local disk is what keeps a refused file out of the store: the
 * Word and Excel check reads the ZIP's central directory at the end of the file, which a
 * stream to S3 could only give after the object exists, and S3 has no rename to publish a
 * temporary key with (a copy would write every byte twice). S3 then receives the file
 * streamed from disk, so memory holds a few 5 MB parts whatever the size.
 */
export async function storeReceived(files: FileStore, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await files.putFile(`${FOLDER}/${key}`, file.path);
  return key;
}
