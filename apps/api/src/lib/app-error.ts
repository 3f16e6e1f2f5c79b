import type { MessageKey, MessageParams } from '../i18n/translate.js';

export type FieldErrors = Record<string, { key: MessageKey; params?: MessageParams }[]>;

/**
 * The one error type the app throws on purpose. The error handler turns it into the error
 * body `{detail, code, errors?}` (docs/api.md#errors) with `detail` localised from `messageKey`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fieldErrors?: FieldErrors;
  readonly headers: Record<string, string>;
  /** More members of the body, e.g. `allowed` of `transition_not_allowed`. */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: string,
    options: {
      messageKey?: MessageKey;
      params?: MessageParams;
      fieldErrors?: FieldErrors;
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.messageKey = options.messageKey ?? (code as MessageKey);
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

/** A 429 carrying Retry-After; `key` chooses the wording. */
export function rateLimited(
  retryAfterSeconds: number,
  key: 'rate_limited' | 'too_many_login_attempts' | 'too_many_password_attempts' = 'rate_limited',
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, key === 'rate_limited' ? 'rate_limited' : 'too_many_attempts', {
    messageKey: key,
    params: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

/** A 422 with one message on one field. */
export function fieldError(
  code: string,
  field: string,
  key: MessageKey,
  status = 422,
  messageKey: MessageKey = key,
): AppError {
  return new AppError(status, code, { messageKey, fieldErrors: { [field]: [{ key }] } });
}
