import pg from 'pg';

const ignore = () => undefined;

/**
 * A node-postgres client that always has an `'error'` listener, so a dying connection can never
 * end the process.
 *
 * A client emits `'error'` when its connection fails while no statement of its is running: the
 * server's `57P01 terminating connection due to administrator command` on a restart, a reset
 * socket. An `'error'` event with no listener is an uncaught exception. pg-pool takes its own
 * listener off a client while the client is checked out, so a checked-out client between two
 * statements (inside a transaction, or between the checkout and the first statement, when the
 * server's message arrives in the same read as the previous answer) has none, and neither has a
 * client whose owner took every listener off it before ending it (pg-boss's LISTEN connection).
 * The statement that follows on such a client fails ("not queryable") and the pool discards
 * the client, so this listener has nothing else to do.
 */
export class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', ignore);
  }

  override removeAllListeners(event?: string | symbol): this {
    super.removeAllListeners(event);
    if (event === undefined || event === 'error') this.on('error', ignore);
    return this;
  }
}
