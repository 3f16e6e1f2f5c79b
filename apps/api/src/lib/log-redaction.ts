import type { FastifyRequest } from 'fastify';

/** What stands in a log line where a value was removed. */
export const REDACTED = '[redacted]';

// Properties that carry values rather than the statement: the query parameters (drizzle's
// DrizzleQueryError, PGlite's errors), PGlite's query options, and PostgreSQL's `detail`
// ("Key (email)=(x) already exists") and `where` (a function's context, with its arguments).
// SQL text, SQLSTATE code, constraint, table and column stay.
const VALUE_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where']);
// Fields of a request that a careless log call could pass on: never logged.
const SECRET_KEYS = new Set(['body', 'headers', 'authorization', 'cookie', 'password']);
// A parameter shorter than this is an id or a flag: replacing it would garble the message.
const MIN_SECRET_LENGTH = 4;
// SQLSTATE class 22 (data exception) messages quote the value that failed, e.g.
// `invalid input syntax for type uuid: "…"`; other classes quote only names.
const DATA_EXCEPTION = /^22/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const MAX_CAUSES = 5;

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
type ErrorLike = Error & { params?: unknown; cause?: unknown; code?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && 'message' in value;
}

function* chain(error: unknown): Generator<ErrorLike> {
  let current = error;
  for (let n = 0; n <= MAX_CAUSES && isErrorLike(current); n += 1) {
    yield current;
    current = current.cause;
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

/** Every parameter value, as text, of the failed queries in `error` and its causes. */
function parameterTexts(error: unknown): string[] {
  const texts = new Set<string>();
  for (const current of chain(error)) {
    if (!Array.isArray(current.params)) continue;
    for (const value of current.params as unknown[]) {
      if (value === null || value === undefined) continue;
      const text = asText(value);
      if (text.length >= MIN_SECRET_LENGTH) texts.add(text);
      // Arrays and objects also reach PostgreSQL as text of their own.
      if (typeof value === 'object') texts.add(String(value));
    }
  }
  // Longest first, so that a value containing another is removed whole.
  return [...texts]
    .filter((t) => t.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
}

function scrubText(text: string, secrets: string[]): string {
  let safe = text;
  for (const secret of secrets) safe = safe.replaceAll(secret, REDACTED);
  return safe;
}

function scrubValue(value: unknown, secrets: string[], depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 3) return REDACTED; // too deep to have been looked through
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!VALUE_KEYS.has(key) && !SECRET_KEYS.has(key))
      out[key] = scrubValue(item, secrets, depth + 1);
  }
  return out;
}

/** One error of the chain: its own message and stack made safe, its other fields, its cause. */
function serializeOne(error: ErrorLike, secrets: string[], depth: number): SerializedError {
  let message = String(error.message);
  // drizzle writes the parameters into its message: `Failed query: <sql>\nparams: <values>`.
  const paramsLine = Array.isArray(error.params) ? `\nparams: ${String(error.params)}` : undefined;
  if (paramsLine) message = message.replace(paramsLine, '');
  if (typeof error.code === 'string' && DATA_EXCEPTION.test(error.code)) {
    message = message.replace(QUOTED, REDACTED);
  }
  message = scrubText(message, secrets);
  let stack = typeof error.stack === 'string' ? error.stack : '';
  stack = stack.replace(String(error.message), message);
  if (paramsLine) stack = stack.replace(paramsLine, '');
  stack = scrubText(stack, secrets);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out || VALUE_KEYS.has(key) || SECRET_KEYS.has(key)) continue;
    out[key] = isErrorLike(value) ? undefined : scrubValue(value, secrets, 0);
  }
  if (isErrorLike(error.cause) && depth < MAX_CAUSES) {
    out.cause = serializeOne(error.cause, secrets, depth + 1);
  }
  return out;
}

/**
 * The error serializer of the logger, without the values of failed queries: drizzle's
 * `params` (and their copy in its message), PGlite's, PostgreSQL's `detail`, and the value a
 * data exception quotes in its message are removed wherever they appear (message, stack,
 * causes). The SQL text, the SQLSTATE code and the constraint name stay: what a reader of the
 * log needs to find the fault.
 */
export function serializeError(error: unknown): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  return serializeOne(error, parameterTexts(error), 0);
}

// Query parameters that may carry a credential (none of the API's do today; a link might).
const SECRET_QUERY = /token|password|secret|key|code|signature|auth/i;

/** The request URL with the values of credential-like query parameters removed. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Fastify's request line (method, URL, host, address), never headers or body: the
 * authorization header, cookies and the passwords and tokens of the auth routes stay out.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * The serializers of the app's logger: errors and requests as above, and a body or headers
 * passed to a log call by name never written.
 */
export const LOG_SERIALIZERS = {
  err: serializeError,
  error: serializeError,
  req: serializeRequest,
  res: serializeReply,
  body: () => REDACTED,
  headers: () => REDACTED,
};
