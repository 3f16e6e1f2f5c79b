/** How long a caller is told to wait while the database is away (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// The socket was refused, reset or timed out, or the name or route to the server is gone.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet back: 57P01 admin_shutdown (a fast
 * stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections, and class 08 (connection exception).
 */
const SERVER_STATE = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;

// What pg and pg-pool throw without a code when a connection is lost or cannot be had.
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** The part of a connection error fit for a log line (never a wrapping query's text). */
export type ConnectionFailure = { code?: string; message: string };

/**
 * Whether `error` (from pg, pg-pool or drizzle wrapping one in `cause`) says the database
 * cannot be reached right now, rather than that a query was wrong: the request may succeed
 * once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return connectionFailureOf(error) !== undefined;
}

/** The connection error behind `error`, if that is what it is. */
export function connectionFailureOf(error: unknown): ConnectionFailure | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATE.test(code))) {
      return { code, message: text };
    }
    if (MESSAGES.some((pattern) => pattern.test(text))) return { message: text };
    // A name with several addresses, each refused (AggregateError).
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) {
      return connectionFailureOf(errors[0]);
    }
    current = cause;
  }
  return undefined;
}

/**
 * Logs a failure of background work (a stream's push, the job queue's polling): a warning of
 * one line while the database is away, which is expected and passes, else an error with the
 * stack.
 */
export function logFailure(
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  error: unknown,
  message: string,
): void {
  const failure = connectionFailureOf(error);
  if (failure) log.warn({ failure }, `${message}: database unavailable`);
  else log.error({ err: error }, message);
}
