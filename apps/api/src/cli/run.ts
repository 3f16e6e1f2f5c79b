import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { usePrivateUmask } from '../lib/private-files.js';

export class UsageError extends Error {}

/**
 * Runs a command-line task; `open` gives it the database the environment selects (migrated
 * first), so arguments can be checked before. Turns expected failures into one clear line and exit code 1.
 */
export async function runWithDatabase(task: (open: () => Promise<Database>) => Promise<void>) {
  let database: Database | undefined;
  // What the command writes into DATA_DIR (a restored database) is for its owner alone.
  usePrivateUmask();
  try {
    const config = loadConfig(process.env, { needsJwtSecret: false });
    await task(async () => {
      database = await openDatabase(config);
      return database;
    });
  } catch (error) {
    const expected =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError;
    process.stderr.write(
      expected
        ? `Error: ${(error as Error).message}\n`
        : `Failed: ${String((error as Error)?.stack ?? error)}\n`,
    );
    process.exitCode = 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}
