import { loadConfig } from '../config.js';
import { createFileStore } from '../lib/file-store/index.js';
import { seedDemoApplications } from '../demo/applications.js';
import { formatDemoTable, seedDemoUsers } from '../demo/seed.js';
import { DEMO_USERS } from '../demo/users.js';
import { runWithDatabase, UsageError } from './run.js';

/**
 * Creates the demo accounts and the demo applications on the configured database (files in
 * the configured file store); running it again changes nothing.
 */
await runWithDatabase(async (open) => {
  if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    throw new UsageError(
      'Refusing to create demo accounts with NODE_ENV=production (add --force).',
    );
  }
  const files = createFileStore(loadConfig(process.env, { needsJwtSecret: false }));
  const { db } = await open();
  const created = await seedDemoUsers(db);
  process.stdout.write(
    created.length
      ? `${formatDemoTable(created, 'Demo accounts created:')}\n`
      : `The ${DEMO_USERS.length} demo accounts already exist.\n`,
  );
  const applications = await seedDemoApplications(db, files).finally(() => files.close());
  process.stdout.write(
    applications
      ? `${applications} demo applications created.\n`
      : 'The demo applications already exist.\n',
  );
});
