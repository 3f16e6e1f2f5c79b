import { pickLanguage, type Language } from '@mutabaa/shared';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  connectionFailureOf,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../db/connection-errors.js';
import { AppError, type FieldErrors } from '../lib/app-error.js';
import { translate, type MessageKey } from '../i18n/translate.js';
import { fieldErrorsFrom } from './validation-errors.js';

/** Fastify's own client errors, each with our code and message. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', key: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'empty_body', key: 'empty_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    key: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', key: 'bad_request' },
  // A path the router cannot decode (`%`, `%C0%AE`): answered through `frameworkErrors`.
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', key: 'bad_request' },
  // A path parameter over the router's length limit names nothing that exists.
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, code: 'not_found', key: 'not_found' },
  // A path the static files refuse to look up (a NUL byte, `..`, `//`, `/./`) names no file
  // and no page: not found, rather than a 403 that would suggest something is there.
  FST_STATIC_FORBIDDEN_PATH: { status: 404, code: 'not_found', key: 'not_found' },
};

const STATUS_FALLBACK: Record<number, { code: string; key: MessageKey }> = {
  400: { code: 'bad_request', key: 'bad_request' },
  401: { code: 'not_authenticated', key: 'not_authenticated' },
  403: { code: 'permission_denied', key: 'permission_denied' },
  404: { code: 'not_found', key: 'not_found' },
  405: { code: 'method_not_allowed', key: 'method_not_allowed' },
  413: { code: 'payload_too_large', key: 'payload_too_large' },
  415: { code: 'unsupported_media_type', key: 'unsupported_media_type' },
  429: { code: 'rate_limited', key: 'rate_limited' },
};

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: a character, date or number the
 * database cannot take) behind `error`, whether thrown by pg or PGlite or wrapped by drizzle
 * (`cause`); undefined for anything else.
 */
export function dataExceptionOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

export type ErrorBody = {
  detail: string;
  code: string;
  errors?: Record<string, string[]>;
  error?: string;
  allowed?: string[];
};

function translateFields(lang: Language, errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((e) => translate(lang, e.key, e.params)),
    ]),
  );
}

/** Turns any thrown error into the error body (docs/api.md#errors); no internals leak out. */
export function toErrorResponse(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const lang = request.lang ?? pickLanguage(request.headers['accept-language'], 'en');
  if (error instanceof AppError) {
    const body: ErrorBody = {
      ...error.extra,
      detail: translate(lang, error.messageKey, { method: request.method, ...error.params }),
      code: error.code,
    };
    if (error.fieldErrors) body.errors = translateFields(lang, error.fieldErrors);
    return { status: error.statusCode, body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const input =
      context === 'querystring'
        ? request.query
        : context === 'params'
          ? request.params
          : context === 'headers'
            ? request.headers
            : request.body;
    const errors = fieldErrorsFrom(error.validation, input);
    return {
      status: 422,
      body: {
        detail: translate(lang, 'validation_error'),
        code: 'validation_error',
        errors: translateFields(lang, errors),
      },
      headers: {},
    };
  }
  if (dataExceptionOf(error)) {
    // The schemas refuse such values first; this keeps one they missed from becoming a 500.
    return {
      status: 422,
      body: { detail: translate(lang, 'invalid_data'), code: 'invalid_data' },
      headers: {},
    };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or unreachable: the same request works once it is back.
    const seconds = DATABASE_RETRY_AFTER_SECONDS;
    return {
      status: 503,
      body: {
        detail: translate(lang, 'database_unavailable', { seconds }),
        code: 'service_unavailable',
      },
      headers: { 'retry-after': String(seconds) },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: { detail: translate(lang, known.key), code: known.code },
      headers: {},
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // e.g. a JSON body that secure-json-parse refuses (prototype poisoning) is still bad JSON.
    const isJson = error instanceof SyntaxError;
    const fallback = isJson
      ? { code: 'invalid_json', key: 'invalid_json' as MessageKey }
      : (STATUS_FALLBACK[status] ?? STATUS_FALLBACK[400]!);
    return {
      status,
      body: {
        detail: translate(lang, fallback.key, { method: request.method, seconds: 60 }),
        code: fallback.code,
      },
      headers: {},
    };
  }
  return {
    status: 500,
    body: { detail: translate(lang, 'internal_error'), code: 'internal_error' },
    headers: {},
  };
}

/** The system (branding and settings) endpoints repeat `detail` as `error` (docs/api.md#errors). */
function carriesErrorField(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/system/');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorResponse(error, request);
  if (carriesErrorField(request)) body.error = body.detail;
  const sqlstate = dataExceptionOf(error);
  const failure = status === 503 ? connectionFailureOf(error) : undefined;
  if (failure || (status === 503 && error instanceof AppError)) {
    // Expected while the database restarts (readiness says so too): one line per request,
    // no stack, no query text.
    request.log.warn({ code: body.code, status, failure }, 'service unavailable');
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (sqlstate) {
    // Not the error itself: a failed query's message carries its parameters.
    request.log.warn({ code: body.code, status, sqlstate }, 'value refused by the database');
  } else request.log.info({ code: body.code, status }, 'request refused');
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** Registers the single error handler of the app. */
export function errorsPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/** Node's parser errors before any request exists, each with our status, code and message. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', key: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', key: 'request_timeout' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (an over-long request line or
 * headers, a malformed one) still gets the error body. No header was read, so it is in
 * English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'bad_request',
    key: 'bad_request' as MessageKey,
  };
  const body = JSON.stringify({ detail: translate('en', known.key), code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
