import { loadConfig } from '../config.js';
import { backupCommand } from './backup.command.js';
import { runWithDatabase } from './run.js';

/**
 * `backup [--out FILE]`: one consistent archive of the embedded database and the files under
 * DATA_DIR, taken through the running app or, when none runs, from the data directory itself.
 */
await runWithDatabase(async () => {
  const config = loadConfig(process.env, { needsJwtSecret: false });
  process.stdout.write(`${await backupCommand(process.argv.slice(2), config)}\n`);
});
