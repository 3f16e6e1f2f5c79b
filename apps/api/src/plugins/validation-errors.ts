import { DATE_MAX, DATE_MIN } from '@mutabaa/shared';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { FieldErrors } from '../lib/app-error.js';
import { isMessageKey, type MessageKey, type MessageParams } from '../i18n/translate.js';

const ROOT_FIELD = 'non_field_errors';

type Issue = FastifySchemaValidationError & { keyword: string; params: Record<string, unknown> };

function valueAt(source: unknown, segments: string[]): unknown {
  let current = source;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** One zod issue (as fastify-type-provider-zod passes it) as a message key with parameters. */
function describe(issue: Issue, value: unknown): { key: MessageKey; params?: MessageParams } {
  const params = issue.params;
  if (value === undefined && issue.keyword === 'invalid_type') return { key: 'required' };
  if (issue.message && isMessageKey(issue.message)) {
    const key = issue.message;
    if (key === 'password_too_short') return { key, params: { min: Number(params.minimum ?? 8) } };
    if (key === 'date_out_of_range') return { key, params: { min: DATE_MIN, max: DATE_MAX } };
    return { key };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      return { key: 'invalid_type', params: { expected: String(params.expected ?? '') } };
    case 'too_small':
      if (params.origin === 'string' && Number(params.minimum) === 1) return { key: 'required' };
      return { key: 'too_small', params: { minimum: String(params.minimum) } };
    case 'too_big':
      return { key: 'too_big', params: { maximum: String(params.maximum) } };
    case 'invalid_format':
      return params.format === 'email' ? { key: 'invalid_email' } : { key: 'invalid_format' };
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(', ') : '';
      return { key: 'invalid_value', params: { values } };
    }
    default:
      return { key: 'invalid' };
  }
}

/** Field errors `{field: [message keys]}` from a request validation failure. */
export function fieldErrorsFrom(
  validation: FastifySchemaValidationError[],
  input: unknown,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, entry: { key: MessageKey; params?: MessageParams }) => {
    const list = (errors[field] ??= []);
    if (!list.some((e) => e.key === entry.key)) list.push(entry);
  };
  for (const raw of validation) {
    const issue = raw as Issue;
    const segments = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      const prefix = segments.length ? `${segments.join('.')}.` : '';
      for (const key of issue.params.keys) add(`${prefix}${String(key)}`, { key: 'unknown_field' });
      continue;
    }
    if (segments.length === 0 && (input === null || typeof input !== 'object')) {
      add(ROOT_FIELD, { key: 'body_required' });
      continue;
    }
    const field = segments.length ? segments.join('.') : ROOT_FIELD;
    add(field, describe(issue, valueAt(input, segments)));
  }
  return errors;
}

/** Field errors from the issues of a schema parsed in code (as a request's would read). */
export function fieldErrorsOfIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): FieldErrors {
  const validation = issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return {
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    };
  });
  return fieldErrorsFrom(validation as unknown as FastifySchemaValidationError[], input);
}
