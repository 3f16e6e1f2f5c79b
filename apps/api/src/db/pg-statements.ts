import pg from 'pg';

/** Statement texts kept prepared per connection at most; beyond that the least recently used goes. */
export const MAX_PREPARED_PER_CONNECTION = 50;

type Parsed = { parsedStatements?: Record<string, string> };

// The texts prepared on each pooled connection, by text, least recently used first.
const preparedOn = new WeakMap<pg.PoolClient, Map<string, string>>();
// Names unique in the process: a name is never given to a second text, even after its first
// is deallocated, so node-postgres never mistakes one statement for another.
let named = 0;

/** Deallocates `client`'s least recently used statement, on the server and in node-postgres. */
async function forgetOldest(client: pg.PoolClient, names: Map<string, string>): Promise<void> {
  const [text, name] = names.entries().next().value as [string, string];
  names.delete(text);
  await client.query(`deallocate ${name}`);
  // node-postgres keeps every name it parsed on the connection (to skip parsing it again) and
  // has no call to forget one: without this its map would grow with each text ever evicted.
  delete (client as unknown as { connection?: Parsed }).connection?.parsedStatements?.[name];
}

/**
 * Runs `text` on a connection of `pool` as a named prepared statement of that connection.
 *
 * PostgreSQL parses, analyses and plans an unnamed statement every time it is sent. For the
 * list's statements (a union of index scans joined to three user rows, on a table of 22
 * indexes) that was most of the database's work: 1.6 ms of the editor's page statement one at
 * a time against 0.75 ms prepared, and pgbench read the editor's two statements at 1,635
 * transactions per second unnamed against 7,358 prepared. A named statement is parsed once
 * per connection, and PostgreSQL reuses its plan where its `plan_cache_mode = auto` rules
 * find a generic plan as good as the custom ones (unchanged here). Each connection keeps its
 * `MAX_PREPARED_PER_CONNECTION` most recently used texts: the list writes its row counts into
 * the text, so the texts are many over time.
 */
export async function queryPrepared<Row>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    let names = preparedOn.get(client);
    if (!names) preparedOn.set(client, (names = new Map()));
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_PREPARED_PER_CONNECTION) await forgetOldest(client, names);
      name = `mutabaa_list_${(named++).toString(36)}`;
    }
    // Most recently used last.
    names.delete(text);
    names.set(text, name);
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  } catch (error) {
    // As pool.query does: a connection that saw an error is closed rather than reused, and
    // its prepared statements go with it.
    failure = error instanceof Error ? error : new Error(String(error));
    preparedOn.delete(client);
    throw error;
  } finally {
    client.release(failure);
  }
}

/** Whether `client` is a node-postgres pool (PostgreSQL) rather than the embedded database. */
export function isPgPool(client: unknown): client is pg.Pool {
  return client instanceof pg.Pool;
}
