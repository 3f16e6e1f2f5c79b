import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import { makeDataDirPrivate, PRIVATE_DIR_MODE } from '../lib/private-files.js';
import { ArchiveError, DATABASE_ENTRY, extractArchive, type BackupManifest } from './archive.js';

/** The restore cannot be done as asked; the message says why and what to do. */
export class RestoreRefusedError extends Error {}

/** What a restore puts into the data directory (and, with --force, replaces there). */
const RESTORED = ['db', 'uploads', 'jwt-secret'] as const;
const LOCK_FILE = 'mutabaa.lock';
const STAGING_PREFIX = '.restore-';

export type RestoreResult = { manifest: BackupManifest; files: number; dataDir: string };

/**
 * Opens the unpacked dump once, as the app will: PGlite replays what the snapshot caught in
 * flight and shuts down cleanly, so the first start finds a finished database.
 */
async function loadDatabase(dump: string, dbDir: string): Promise<void> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dbDir, {
      loadDataDir: await openAsBlob(dump),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    throw new ArchiveError(`its database could not be opened (${(error as Error).message})`);
  }
  try {
    const { rows } = await pglite.query<{ ok: boolean }>(
      "select to_regclass('public.audit_logs') is not null as ok",
    );
    if (!rows[0]?.ok) throw new ArchiveError('its database is not a Mutabaa database');
  } finally {
    await pglite.close();
  }
}

/** Moves the unpacked parts into `dataDir`, the replaced ones (with --force) aside first. */
async function moveIntoPlace(staging: string, dataDir: string): Promise<void> {
  const aside = path.join(staging, 'replaced');
  await mkdir(aside, { mode: PRIVATE_DIR_MODE });
  const moved: string[] = [];
  for (const name of RESTORED) {
    if (existsSync(path.join(dataDir, name))) {
      await rename(path.join(dataDir, name), path.join(aside, name));
    }
  }
  try {
    for (const name of RESTORED) {
      if (!existsSync(path.join(staging, name))) continue;
      await rename(path.join(staging, name), path.join(dataDir, name));
      moved.push(name);
    }
  } catch (error) {
    // Put back what was there, so a failed restore changes nothing.
    for (const name of moved) await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of RESTORED) {
      if (existsSync(path.join(aside, name))) {
        await rename(path.join(aside, name), path.join(dataDir, name));
      }
    }
    throw error;
  }
}

/**
 * Restores a backup archive into `dataDir`: refuses while an app holds the directory, and when
 * it is not empty unless `force` (which replaces its database, files and signing key). The
 * archive is unpacked and checked completely before anything in `dataDir` changes, so a
 * damaged archive leaves it as it was.
 */
export async function restore(options: {
  archive: string;
  dataDir: string;
  force: boolean;
}): Promise<RestoreResult> {
  const { archive, dataDir, force } = options;
  if (!existsSync(archive)) throw new RestoreRefusedError(`${archive} does not exist.`);
  // Throws DataDirLockedError while an app (or another restore) uses the directory.
  const lock = lockDataDir(dataDir);
  try {
    const names = await readdir(dataDir);
    // A restore that was stopped midway left its unpacking folder: nobody uses it now.
    for (const name of names.filter((n) => n.startsWith(STAGING_PREFIX))) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    const present = names.filter((n) => n !== LOCK_FILE && !n.startsWith(STAGING_PREFIX));
    if (present.length > 0 && !force) {
      throw new RestoreRefusedError(
        `${dataDir} is not empty (it holds ${present.sort().join(', ')}). Restore into a new ` +
          'directory (--data-dir), or add --force to replace its database, uploads and ' +
          'jwt-secret with the backup.',
      );
    }
    const staging = await mkdtemp(path.join(dataDir, STAGING_PREFIX));
    try {
      const { manifest, files } = await extractArchive(archive, staging);
      await loadDatabase(path.join(staging, DATABASE_ENTRY), path.join(staging, 'db'));
      await moveIntoPlace(staging, dataDir);
      // PGlite unpacks the database with the modes of its dump (0666).
      await makeDataDirPrivate(dataDir);
      return { manifest, files, dataDir };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}
