import { pickLanguage, type Language } from '@mutabaa/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/** Turns any thrown error into the DESIGN §5 body; nothing internal ever reaches the client. */
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

/** The system (branding and settings) endpoints repeat `detail` as `error` (DESIGN §5). */
function carriesErrorField(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/system/');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorResponse(error, request);
  if (carriesErrorField(request)) body.error = body.detail;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, 'request refused');
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** Registers the single error handler of the app. */
export function errorsPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
