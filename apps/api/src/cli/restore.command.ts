import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.js';
import { restore, RestoreRefusedError } from '../backup/restore.js';
import type { Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { fromCaller, permissionDenied } from './backup.command.js';
import { UsageError } from './run.js';

const USAGE = 'Usage: restore FILE [--data-dir DIR] [--force]  (DIR defaults to DATA_DIR)';

/** `restore FILE [--data-dir DIR] [--force]`: restores and says what to start. */
export async function restoreCommand(
  args: string[],
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { 'data-dir': { type: 'string' }, force: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError(`Name one backup archive.\n${USAGE}`);
  const archive = fromCaller(positionals[0]!);
  const dataDir = values['data-dir'] ? fromCaller(values['data-dir']) : config.dataDir;
  if (config.databaseUrl && !values['data-dir']) {
    throw new UsageError(
      'DATABASE_URL is set: the app would not use a restored embedded database. Restore ' +
        'PostgreSQL with pg_restore (README.md, "Backup and restore"), or give --data-dir.',
    );
  }
  try {
    const { manifest, files } = await restore({ archive, dataDir, force: values.force ?? false });
    return [
      `Restored ${archive} (made ${manifest.created_at} by Mutabaa ${manifest.app_version}) into ${dataDir}:`,
      `  the database and ${files} stored files.`,
      `  Start the app on it with: DATA_DIR=${dataDir} npm start`,
    ].join('\n');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new UsageError(
        `Cannot restore into ${dataDir}: a Mutabaa app (pid ${error.pid}) is using it. Stop ` +
          'it first, or restore into another directory with --data-dir.',
      );
    }
    if (error instanceof ArchiveError) {
      throw new UsageError(`${archive} cannot be restored: ${error.message}. Nothing was changed.`);
    }
    if (error instanceof RestoreRefusedError) throw new UsageError(error.message);
    throw permissionDenied(error) ?? error;
  }
}
