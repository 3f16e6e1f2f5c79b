import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  parse,
  protocol,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statement texts kept prepared at most; beyond that the least recently used one is closed. */
export const MAX_PREPARED_STATEMENTS = 200;

type Prepared = { name: string; types: number[] };

// Names unique in the process, so that clients sharing one PGlite never collide.
let named = 0;

// feature_not_supported: "cached plan must not change result type", after a schema change.
const RESULT_TYPE_CHANGED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The client the app's drizzle database runs on in embedded mode: PGlite's `query` and
 * `transaction`, with each statement text parsed once and kept as a named prepared statement.
 *
 * PGlite's own `query` parses, describes, binds and executes every statement anew, in six
 * calls into the database, each followed by the host's bookkeeping. A named statement skips
 * the parsing and analysis, lets PostgreSQL reuse its plan where it finds a generic one as
 * good (its `plan_cache_mode = auto` rules, unchanged), and its bind, execute and sync go
 * in one call: the applications list's statement took 2.7–2.8 ms instead of 3.2–3.4 ms at p50,
 * interleaved on 100,000 applications (bench/README).
 * The results are parsed by PGlite's own parsers, with the caller's options, as before.
 *
 * Queries outside a transaction wait for any open one, as PGlite's own `query` does; inside
 * one, they run in it. A statement whose result columns a schema change altered
 * (`cached plan must not change result type`) is prepared anew: at once outside a
 * transaction, on its next use inside one (whose statement failed, as on a server).
 */
export function preparedStatementClient(
  pglite: PGlite,
  { max = MAX_PREPARED_STATEMENTS }: { max?: number } = {},
): Pick<PGlite, 'query' | 'transaction'> {
  // Map order is recency: a statement used is moved to the end.
  const statements = new Map<string, Prepared>();

  const send = async (parts: Uint8Array[]) =>
    (await pglite.execProtocol(concat(parts), { syncToFs: false })).messages;

  async function prepared(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `mutabaa_${(named += 1)}`;
    const messages = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldest, { name: closing }] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      await send([serialize.close({ type: 'S', name: closing }), serialize.sync()]);
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retry = !inTransaction,
  ): Promise<Results<T>> {
    const statement = await prepared(text).catch((error: unknown) => {
      throw described(error, text, params, options);
    });
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      messages = await send([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) {
        throw described(error, text, params, options);
      }
      statements.delete(text);
      // In a failed transaction the server refuses this too; the name is then left unused.
      await send([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]).catch(
        () => undefined,
      );
      // Outside a transaction nothing ran: prepared anew, it runs on the schema as it is now.
      if (retry) return run<T>(text, params, options, inTransaction, false);
      throw described(error, text, params, options);
    }
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  // PGlite handles these itself (parameter types chosen by the caller, files for COPY).
  const ownPath = (options?: QueryOptions) => options?.paramTypes ?? options?.blob;

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (ownPath(options)) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(() => run<T>(text, params, options, false)),
    );
  };

  const inside = (tx: Transaction): Transaction => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      // A closed transaction's own query says so.
      tx.closed || ownPath(options)
        ? tx.query<T>(text, params, options)
        : pglite.runExclusive(() => run<T>(text, params, options, true)),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (text, options) => tx.exec(text, options),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  });

  return {
    query,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => callback(inside(tx))),
  };
}

/** The database's error with the statement attached, as PGlite's own `query` attaches it. */
function described(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
