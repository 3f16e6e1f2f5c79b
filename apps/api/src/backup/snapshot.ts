import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE } from '../lib/private-files.js';

/** Folders of snapshot links under DATA_DIR/uploads; the dot keeps them out of every listing. */
const SNAPSHOT_PREFIX = '.backup-';

export const uploadsOf = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * The stored files under `root` as paths relative to it. Names starting with a dot are skipped:
 * uploads still being written (`.upload-….tmp`, `.<logo>.<pid>.tmp`) and snapshot folders.
 */
export async function storedFiles(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...(await storedFiles(root, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files.sort();
}

/**
 * Links every stored file into a new snapshot folder. A hard link costs no copy and keeps the
 * bytes when the app later deletes the original. Where the file system has no hard links (or
 * the folder is another mount) the file is copied, cloned where the file system can.
 */
async function linkStoredFiles(dataDir: string): Promise<string> {
  const root = uploadsOf(dataDir);
  const dir = path.join(root, `${SNAPSHOT_PREFIX}${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    for (const file of await storedFiles(root)) {
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await link(path.join(root, file), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return;
        if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(error.code ?? '')) throw error;
        await copyFile(path.join(root, file), target, constants.COPYFILE_FICLONE);
      });
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

export type Snapshot = {
  /** The database's data directory as PGlite dumps it (a tar file). */
  database: Blob;
  /** The stored files of that moment, laid out as under DATA_DIR/uploads. */
  filesDir: string;
  /** Removes the snapshot's links. */
  release(): Promise<void>;
};

/**
 * The database and its stored files at one moment.
 *
 * Every row that names a stored file commits after the file is in place (an attachment, a logo
 * and an import's file are stored before the transaction that records them), and the app
 * removes a file only after the change that stops a row naming it has committed (an
 * attachment's soft delete, an import file's expiry). So the files present at a moment when
 * no transaction can commit include the file of every row committed by then. Holding PGlite's
 * transaction lock for both the dump and the links makes them that moment. Copying the files
 * after the dump would lose one deleted in between; copying them before would lose one
 * uploaded in between.
 *
 * The lock holds up the app's queries for as long as the dump takes (about 0.2 s per 50 MB of
 * database); a transaction in progress finishes first. The dump is built in memory.
 */
export async function takeSnapshot(pglite: PGlite, dataDir: string): Promise<Snapshot> {
  return pglite._runExclusiveTransaction(async () => {
    const filesDir = await linkStoredFiles(dataDir);
    try {
      const database = await pglite.dumpDataDir('none');
      return {
        database,
        filesDir,
        release: () => rm(filesDir, { recursive: true, force: true }),
      };
    } catch (error) {
      await rm(filesDir, { recursive: true, force: true });
      throw error;
    }
  });
}

/**
 * Removes snapshot folders a stopped process left behind. Only the data directory's owner (the
 * holder of its lock) calls it, so no backup is reading them.
 */
export async function removeStaleSnapshots(dataDir: string): Promise<void> {
  const names = await readdir(uploadsOf(dataDir)).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(SNAPSHOT_PREFIX)) {
      await rm(path.join(uploadsOf(dataDir), name), { recursive: true, force: true });
    }
  }
}

/** The PGlite release that reads and writes the embedded database (kept in a backup). */
export function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@electric-sql/pglite');
    const manifest = require(path.join(path.dirname(main), '..', 'package.json')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
