import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { logFailure } from '../db/connection-errors.js';
import { BossDb } from '../db/pg-boss-db.js';

/**
 * Starts pg-boss on the app's database: in-process on PGlite, or on PostgreSQL through a pool
 * of its own (`BossDb`: no dying connection of it can throw), with LISTEN/NOTIFY so new jobs
 * are picked up at once.
 */
export async function startBoss(database: Database, log: FastifyBaseLogger): Promise<PgBoss> {
  const db = database.pglite
    ? fromPglite(database.pglite)
    : new BossDb(database.connectionString ?? '', 4, log);
  const boss = new PgBoss({
    db,
    backend: database.pglite ? 'pglite' : 'postgres',
    useListenNotify: true,
  });
  boss.on('error', (error) => logFailure(log, error, 'job queue error'));
  await boss.start();
  return boss;
}
