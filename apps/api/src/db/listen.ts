import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { PgListener, type ListenerEvents } from './pg-listener.js';

/** A LISTEN under way, on either database. */
export type Listening = { stop(): Promise<void>; backendPid?(): Promise<number | undefined> };

/**
 * LISTEN on `channels` of the app's database: over a connection of its own on PostgreSQL
 * (PgListener: reconnecting, `reconnected` told after a loss), in process on PGlite. `name`
 * starts its log lines. Undefined when the database offers neither.
 */
export async function listenOn(
  database: Database,
  name: string,
  channels: readonly string[],
  events: ListenerEvents,
  log: FastifyBaseLogger,
): Promise<Listening | undefined> {
  if (database.kind === 'postgres' && database.connectionString) {
    const listener = new PgListener(name, database.connectionString, channels, events, log);
    await listener.start();
    return listener;
  }
  const pglite = database.pglite;
  if (!pglite) return undefined;
  const unlisten = await Promise.all(
    channels.map((channel) =>
      pglite.listen(channel, (payload) => events.message(channel, payload)),
    ),
  );
  return {
    async stop() {
      if (!pglite.closed) await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}
