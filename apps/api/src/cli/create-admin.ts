import { createOrPromoteAdmin, parseCreateAdminArgs } from './create-admin.command.js';
import { runWithDatabase } from './run.js';

/** `create-admin --email E --password P [--name N]` on the database the environment selects. */
await runWithDatabase(async (open) => {
  const args = parseCreateAdminArgs();
  const { db } = await open();
  process.stdout.write(`${await createOrPromoteAdmin(db, args)}\n`);
});
