import { readdir, readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PgBoss, fromPglite } from 'pg-boss';
import { BUILT_PGLITE_TEMPLATE, MIGRATIONS_DIR } from './paths.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import * as schema from './schema/index.js';

/**
 * A migrated, empty embedded database as a tarball. Starting a new database from it skips
 * PGlite's initdb, which takes seconds; later migrations still run on top at start.
 */
export async function createPgliteTemplate(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client: pglite, schema }), { migrationsFolder: MIGRATIONS_DIR });
    // The job queue's own schema too: creating it is the other slow part of a first start.
    const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
    return await pglite.dumpDataDir(compression);
  } finally {
    await pglite.close();
  }
}

/** The built template, when `dbDir` is a new database and the build wrote one. */
export async function builtTemplateFor(dbDir: string): Promise<Blob | undefined> {
  const existing = await readdir(dbDir).catch(() => [] as string[]);
  if (existing.length > 0) return undefined;
  try {
    // Node's zlib unpacks it several times faster than PGlite would.
    return new Blob([gunzipSync(await readFile(BUILT_PGLITE_TEMPLATE))]);
  } catch {
    return undefined;
  }
}
