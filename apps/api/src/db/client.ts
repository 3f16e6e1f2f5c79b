import path from 'node:path';
import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { MIGRATIONS_DIR } from './paths.js';
import { GuardedClient } from './pg-client.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { preparedStatementClient } from './pglite-statements.js';
import { builtTemplateFor } from './pglite-template.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set in embedded mode; pg-boss runs on it through `fromPglite`. */
  pglite?: PGlite;
  connectionString?: string;
  /** The PostgreSQL pool's clients (absent on PGlite: one in-process connection). */
  poolStats?(): PoolStats;
  ping(): Promise<void>;
  close(): Promise<void>;
};

// int8 (counts, sums, bigint ids) as numbers, as PGlite already returns them.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long getting a connection may take before the request is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

async function openPostgres(connectionString: string): Promise<Database> {
  // A server that does not answer (down host, dropped packets) fails a request within
  // seconds, answered 503, instead of holding it until TCP gives up.
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A client that loses its connection while checked out must not crash the process.
    Client: GuardedClient,
  });
  // Nor an idle one (the pool re-emits its clients' errors).
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  // Instances starting together take turns: one migrates, the others find it done.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    connectionString,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const lock = lockDataDir(dataDir);
  try {
    const dbDir = path.join(dataDir, 'db');
    const start = template ?? (await builtTemplateFor(dbDir));
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(dbDir, { loadDataDir: start, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      // A built template PGlite no longer reads (e.g. after an upgrade): start from scratch.
      if (!start || template) throw error;
      await rm(dbDir, { recursive: true, force: true });
      pglite = await PGlite.create(dbDir, { extensions: PGLITE_EXTENSIONS });
    }
    // Migrations run on PGlite's own query: no statement of theirs stays prepared across the
    // schema changes they make.
    await migratePglite(drizzlePglite({ client: pglite, schema }), {
      migrationsFolder: MIGRATIONS_DIR,
    });
    // drizzle's PGlite driver calls only `query` and `transaction` on its client.
    const db = drizzlePglite({ client: preparedStatementClient(pglite) as PGlite, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite,
      async ping() {
        await pglite.query('select 1');
      },
      async close() {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A dumped PGlite data directory to start a new embedded database from (tests). */
  pgliteTemplate?: Blob;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteTemplate);
}
