import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { STALE_UPLOAD_MS } from '../../lib/uploads/received-file.js';
import { attachmentDir, attachmentKey } from './attachments.files.js';
import { knownStorageKeys } from './attachments.repository.js';

/** Keys looked up per query. */
const BATCH = 500;

/**
 * Removes stored attachment files that no row names, once older than `maxAgeMs`. An upload
 * stores its file before the transaction that adds its row, so that a row never names a
 * missing file; a process killed between the two (or a commit whose answer was lost) leaves
 * a file without its row. The age keeps another instance's upload between its store and its
 * commit alone. Local disk only: on S3 such an object costs storage and nothing else.
 * Returns how many were removed.
 */
export async function sweepOrphanedAttachments(
  db: Executor,
  files: FileStore,
  dataDir: string,
  now = Date.now(),
  maxAgeMs = STALE_UPLOAD_MS,
): Promise<number> {
  if (files.kind !== 'local') return 0;
  const dir = attachmentDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => attachmentKey(name) !== undefined,
  );
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs >= maxAgeMs) old.push(name);
  }
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const known = await knownStorageKeys(db, batch);
    for (const name of batch) {
      if (known.has(name)) continue;
      await files.delete(attachmentKey(name)!);
      removed += 1;
    }
  }
  return removed;
}
