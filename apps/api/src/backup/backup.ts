import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '@mutabaa/shared';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import {
  DATABASE_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
} from './archive.js';
import { requestSnapshot, SnapshotUnavailableError } from './snapshot-client.js';
import { pgliteVersion, storedFiles, takeSnapshot } from './snapshot.js';

/** The backup cannot be made as asked; the message says why and what to do. */
export class BackupRefusedError extends Error {}

export type BackupResult = {
  out: string;
  source: BackupManifest['source'];
  databaseBytes: number;
  files: number;
  archiveBytes: number;
};

/** What a snapshot gives the archive, whoever took it. */
type Taken = {
  source: BackupManifest['source'];
  pglite: string;
  databaseBytes: number;
  database: () => AsyncIterable<Buffer>;
  filesDir: string;
  done(): Promise<void>;
};

/** No app holds the directory: the command takes its lock and opens the database itself. */
async function snapshotStopped(dataDir: string): Promise<Taken> {
  const lock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    let snapshot;
    try {
      snapshot = await takeSnapshot(pglite, dataDir);
    } finally {
      await pglite.close();
    }
    const { database, filesDir, release } = snapshot;
    return {
      source: 'data-directory',
      pglite: pgliteVersion(),
      databaseBytes: database.size,
      database: () => database.stream() as unknown as AsyncIterable<Buffer>,
      filesDir,
      // The lock stays until the files are read: an app started meanwhile would wait.
      async done() {
        try {
          await release();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The app holds the directory: it takes the snapshot and sends it over its socket. */
async function snapshotRunning(dataDir: string, pid: number): Promise<Taken> {
  try {
    const remote = await requestSnapshot(dataDir);
    return {
      source: 'running-app',
      pglite: remote.pglite,
      databaseBytes: remote.databaseBytes,
      database: () => remote.database,
      filesDir: remote.filesDir,
      async done() {
        remote.close();
      },
    };
  } catch (error) {
    if (!(error instanceof SnapshotUnavailableError)) throw error;
    throw new BackupRefusedError(
      `The Mutabaa app (pid ${pid}) is using ${dataDir}, but ${error.message}. ` +
        'Try again once it has started, or stop it and run the backup again: the command then ' +
        'reads the data directory itself.',
    );
  }
}

async function* entriesOf(
  taken: Taken,
  dataDir: string,
  count: { files: number },
): AsyncGenerator<ArchiveEntry> {
  const now = new Date();
  yield {
    name: DATABASE_ENTRY,
    size: taken.databaseBytes,
    mode: 0o600,
    mtime: now,
    body: taken.database,
  };
  const secretFile = path.join(dataDir, 'jwt-secret');
  const secret = await readFile(secretFile).catch(() => undefined);
  if (secret) {
    yield {
      name: 'files/jwt-secret',
      size: secret.length,
      mode: 0o600,
      mtime: (await stat(secretFile)).mtime,
      body: async function* () {
        yield secret;
      },
    };
  }
  for (const relative of await storedFiles(taken.filesDir)) {
    const file = path.join(taken.filesDir, relative);
    yield fileEntry(path.join('uploads', relative), file, await stat(file));
    count.files += 1;
  }
}

/**
 * Writes a backup of the embedded database in `dataDir` and its files (uploads, logos, the
 * generated signing key) to `out`, whether or not the app is running.
 */
export async function backup(options: { dataDir: string; out: string }): Promise<BackupResult> {
  const { dataDir, out } = options;
  const database = await stat(path.join(dataDir, 'db', 'PG_VERSION')).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    },
  );
  if (!database) {
    throw new BackupRefusedError(
      `There is no embedded database in ${path.join(dataDir, 'db')}: nothing to back up. ` +
        'Set DATA_DIR to the data directory the app uses.',
    );
  }
  if (existsSync(out)) {
    throw new BackupRefusedError(`${out} already exists; choose another file with --out.`);
  }
  let taken: Taken;
  try {
    taken = await snapshotStopped(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    taken = await snapshotRunning(dataDir, error.pid);
  }
  try {
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      app_version: APP_VERSION,
      pglite_version: taken.pglite,
      source: taken.source,
    };
    const count = { files: 0 };
    await writeArchive(out, manifest, entriesOf(taken, dataDir, count));
    return {
      out,
      source: taken.source,
      databaseBytes: taken.databaseBytes,
      files: count.files,
      archiveBytes: (await stat(out)).size,
    };
  } finally {
    await taken.done();
  }
}
