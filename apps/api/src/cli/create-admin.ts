import { createOrPromoteAdmin, parseCreateAdminArgs } from './create-admin.command.js';
import { readPassword } from './create-admin.password.js';
import { runWithDatabase } from './run.js';

/**
 * `create-admin --email E [--name N]` on the database the environment selects; the password
 * is typed at a prompt (no echo) or piped on standard input, never given as an argument.
 */
await runWithDatabase(async (open) => {
  const args = parseCreateAdminArgs();
  // Prompts go to stderr, so that stdout carries only the result.
  const password = await readPassword(process.stdin, process.stderr);
  const { db } = await open();
  process.stdout.write(`${await createOrPromoteAdmin(db, { ...args, password })}\n`);
});
