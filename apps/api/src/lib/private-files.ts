import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

// DATA_DIR holds every user's data, the mails with live password-reset and invitation links,
// and the signing key: only the app's own user may read or change any of it, whatever the
// umask of the shell that started the app.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** For what libraries create without asking us for a mode (PGlite's database files). */
export const PRIVATE_UMASK = 0o077;

/**
 * What the app keeps in DATA_DIR. Only these are walked: a DATA_DIR pointed at a directory
 * holding other things (a home directory) leaves those things alone.
 */
const APP_ENTRIES = ['db', 'mail', 'uploads', 'jwt-secret', 'mutabaa.lock', 'backup.sock'];

/** Makes this process create files and directories for its own user alone from now on. */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

export type PrivateWalk = {
  /** Entries whose mode was changed. */
  changed: number;
  /** Entries whose mode could not be changed (another owner), with the reason. */
  refused: string[];
};

function privateMode(mode: number, isDirectory: boolean): number {
  if (isDirectory) return PRIVATE_DIR_MODE;
  // A socket or the like keeps its owner's bits; a file is read and written, never run.
  return (mode & 0o170000) === 0o100000 ? PRIVATE_FILE_MODE : mode & 0o700;
}

async function walk(entry: string, result: PrivateWalk): Promise<void> {
  const info = await lstat(entry).catch((error: NodeJS.ErrnoException) => {
    // Removed meanwhile: PGlite's temporary files, an upload just finished.
    if (error.code !== 'ENOENT') result.refused.push(`${entry} (${error.code})`);
    return undefined;
  });
  // A symbolic link's own mode means nothing; what it points to is not ours to change.
  if (!info || info.isSymbolicLink()) return;
  const wanted = privateMode(info.mode, info.isDirectory());
  if ((info.mode & 0o777) !== wanted) {
    try {
      await chmod(entry, wanted);
      result.changed += 1;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== 'ENOENT') result.refused.push(`${entry} (${code})`);
    }
  }
  if (!info.isDirectory()) return;
  const names = await readdir(entry).catch(() => [] as string[]);
  await Promise.all(names.map((name) => walk(path.join(entry, name), result)));
}

/**
 * Makes DATA_DIR and what the app keeps in it private (directories 0700, files 0600): an
 * install from before, whose files were made under a umask of 022, and the files PGlite writes
 * with modes of its own when it unpacks a database. About 1,250 entries on the demo database.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<PrivateWalk> {
  const result: PrivateWalk = { changed: 0, refused: [] };
  const names = new Set(await readdir(dataDir).catch(() => [] as string[]));
  const root = await lstat(dataDir).catch(() => undefined);
  if (root?.isDirectory() && (root.mode & 0o777) !== PRIVATE_DIR_MODE) {
    await chmod(dataDir, PRIVATE_DIR_MODE).then(
      () => (result.changed += 1),
      (error: NodeJS.ErrnoException) => result.refused.push(`${dataDir} (${error.code})`),
    );
  }
  for (const name of APP_ENTRIES) {
    if (names.has(name)) await walk(path.join(dataDir, name), result);
  }
  return result;
}
