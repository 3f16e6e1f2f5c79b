import type { FastifyBaseLogger } from 'fastify';
// pg-boss's own connection pool, which it opens, closes and runs its transactions on; the
// package exports it only by this path (it declares no `exports` map).
import PgBossPool from 'pg-boss/dist/db.js';
import { GuardedClient } from './pg-client.js';
import { PgListener } from './pg-listener.js';

/**
 * pg-boss's database on PostgreSQL: its own pool, whose clients are `GuardedClient`s, and
 * LISTEN/NOTIFY through a `PgListener` instead of pg-boss's listening connection.
 *
 * pg-boss takes every listener off its listening client before ending it (when the connection
 * fails, its heartbeat fails, or pg-boss stops), and that client then has no `'error'`
 * listener for as long as the server may still send on it: a `57P01` arriving then (a server
 * shutting down) is an uncaught exception. A `PgListener` keeps its listener until the end
 * and reconnects by itself (0.25 s, doubling up to 10 s); after every (re)connection pg-boss
 * has its workers fetch once, so a job sent while it was away waits for nothing.
 */
export class BossDb extends PgBossPool {
  constructor(
    private readonly connectionString: string,
    max: number,
    private readonly log: FastifyBaseLogger,
  ) {
    // `Client` reaches pg.Pool with the rest of the options.
    super({ connectionString, max, application_name: 'pgboss', Client: GuardedClient } as {
      connectionString: string;
    });
  }

  override async listen(
    channel: string,
    onNotification: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<{ close(): Promise<void> }> {
    const listener = new PgListener(
      'job queue',
      this.connectionString,
      [channel],
      { message: (_channel, payload) => onNotification(payload), reconnected: onReconnect },
      this.log,
    );
    await listener.start();
    onReconnect();
    return { close: () => listener.stop() };
  }
}
