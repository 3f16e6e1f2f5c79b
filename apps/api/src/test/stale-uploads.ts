import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STALE_UPLOAD_MS } from '../lib/uploads/received-file.js';

/**
 * A data directory whose upload folder (`uploadDir` of it) holds a stored file, a fresh and a
 * stale unfinished upload, and a stray dot file: what the sweep of unfinished uploads sorts.
 */
export async function dataDirWithUploads(
  now: number,
  uploadDir: (dataDir: string) => string = (dataDir) => path.join(dataDir, 'uploads'),
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-sweep-'));
  const dir = uploadDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stored = randomUUID();
  const fresh = `.upload-${randomUUID()}.tmp`;
  const stale = `.upload-${randomUUID()}.tmp`;
  for (const name of [stored, fresh, stale, '.keep']) await writeFile(path.join(dir, name), 'x');
  const old = new Date(now - STALE_UPLOAD_MS - 60_000);
  for (const name of [stored, stale, '.keep']) await utimes(path.join(dir, name), old, old);
  return { dataDir, dir, stored, fresh, stale };
}
