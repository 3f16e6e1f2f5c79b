import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Mutabaa process (pid ${pid}). ` +
        'Stop that process, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

/**
 * Takes the embedded data directory for this process. PGlite has no file lock of its own, so
 * two processes on one directory would corrupt it; a lock file holding the owner's pid prevents
 * that, and a lock left behind by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dataDir, 'mutabaa.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      } catch {
        // removed meanwhile: try again
      }
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      try {
        unlinkSync(file);
      } catch {
        // another process took it over first; the next attempt decides
      }
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
