// The benchmark databases, migrated by the built app's own migrator (`npm run build` first):
// PostgreSQL database `mutabaa_bench` (its own, never the app's) or an embedded PGlite directory.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { BENCH_PASSWORD, loadBenchData } from './seed-applications.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

export const BENCH_DATABASE = 'mutabaa_bench';
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name = BENCH_DATABASE) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Argon2 hash of BENCH_PASSWORD, with the app's own parameters. */
export async function benchPasswordHash() {
  const { hashPassword } = await dist('lib/passwords.js');
  return hashPassword(BENCH_PASSWORD);
}

/** Applications already in the database (0 when the table is empty). */
export async function applicationCount(db) {
  const { rows } = await db.query('select count(*)::int as n from applications');
  return Number(rows[0].n);
}

/**
 * Creates (or with `reset`, recreates) `name` (`mutabaa_bench` unless told), migrates it with
 * the app's migrator and, when it holds fewer than `count` applications, loads the benchmark
 * data (`editors` editors, 12 unless told).
 * Returns its URL; `log` receives progress lines.
 */
export async function preparePostgres({
  adminUrl = DEFAULT_ADMIN_URL,
  name = BENCH_DATABASE,
  count,
  reset = false,
  editors,
  log,
}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (reset) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const { openDatabase } = await dist('db/client.js');
  const migrated = await openDatabase({ databaseUrl: url, dataDir: '' });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const have = await applicationCount(pool);
    if (have >= count) {
      log?.(`${name}: ${have} applications already loaded`);
    } else {
      if (have > 0) throw new Error(`${name} holds ${have} applications; use --reset`);
      await load(pool, count, true, log, editors);
    }
  } finally {
    await pool.end();
  }
  return url;
}

/** An embedded database in `dataDir`, migrated and loaded with `count` applications. */
export async function preparePglite({ dataDir, count, log }) {
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase({ dataDir });
  try {
    const have = await applicationCount(database.pglite);
    if (have < count) await load(database.pglite, count - have, false, log);
  } finally {
    await database.close();
  }
}

async function load(db, count, rebuildIndexes, log, editors) {
  const started = performance.now();
  let shown = 0;
  await loadBenchData(db, {
    count,
    passwordHash: await benchPasswordHash(),
    rebuildIndexes,
    editors,
    onProgress(done, total) {
      if (done - shown >= total / 10 || done === total) {
        shown = done;
        log?.(`  loaded ${done} / ${total} applications`);
      }
    },
  });
  log?.(`  loaded and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
