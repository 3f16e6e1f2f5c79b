import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { logFailure } from '../db/connection-errors.js';

/**
 * Starts pg-boss on the app's database: in-process on PGlite, or on PostgreSQL through the
 * connection string (its own pool), with LISTEN/NOTIFY so new jobs are picked up at once.
 */
export async function startBoss(database: Database, log: FastifyBaseLogger): Promise<PgBoss> {
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        useListenNotify: true,
      })
    : new PgBoss({
        connectionString: database.connectionString,
        useListenNotify: true,
        max: 4,
      });
  boss.on('error', (error) => logFailure(log, error, 'job queue error'));
  await boss.start();
  return boss;
}
