import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { GuardedClient } from './pg-client.js';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export type ListenerEvents = {
  message(channel: string, payload: string): void;
  /** Listening again after a lost connection: whatever was sent meanwhile was missed. */
  reconnected(): void;
};

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to other
 * queries), reconnecting with a growing delay when the connection drops. Its client keeps an
 * `'error'` listener for good (`GuardedClient`), so a connection that dies at any moment, even
 * while it is being ended, never throws. `name` starts its log lines ("notifications").
 */
export class PgListener {
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly connectionString: string,
    private readonly channels: readonly string[],
    private readonly events: ListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and listens; fails when the first connection cannot be made. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** The server process id of the listening connection (tests end it to force a reconnect). */
  async backendPid(): Promise<number | undefined> {
    const result = await this.client?.query<{ pid: number }>('select pg_backend_pid() as pid');
    return result?.rows[0]?.pid;
  }

  private async connect(): Promise<void> {
    // keepAlive: a connection lost without a FIN is noticed by TCP, not only at the next query.
    const client = new GuardedClient({ connectionString: this.connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (client === this.client) this.events.message(message.channel, message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(
        this.channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`).join('; '),
      );
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Only now: errors while connecting are the caller's, not a lost connection.
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client || this.stopped) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.log.warn({ err: error }, `${this.name}: listening connection lost, reconnecting`);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.attempt, LAST_RETRY_MS);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.retry(), delay);
    this.retryTimer.unref();
  }

  private async retry(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.connect();
    } catch (error) {
      this.log.warn({ err: error }, `${this.name}: reconnecting the listener failed`);
      if (!this.stopped) this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await this.stop();
      return;
    }
    this.attempt = 0;
    this.log.info(`${this.name}: listening again`);
    this.events.reconnected();
  }
}
