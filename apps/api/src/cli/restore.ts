import { loadConfig } from '../config.js';
import { restoreCommand } from './restore.command.js';
import { runWithDatabase } from './run.js';

/** `restore FILE [--data-dir DIR] [--force]`: a backup archive into a new data directory. */
await runWithDatabase(async () => {
  const config = loadConfig(process.env, { needsJwtSecret: false });
  process.stdout.write(`${await restoreCommand(process.argv.slice(2), config)}\n`);
});
