import { ApiError } from '../../../lib/api-client';
import { TEXT_FIELDS, type TextField } from './template-draft';

export type FieldErrors = Partial<Record<TextField, string>>;

/** A refused save's first message for each text it names (422 `errors`). */
export function saveErrorsOf(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  for (const field of TEXT_FIELDS) {
    const message = error.errors[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/**
 * Why a preview could not be rendered: the message naming its subject, body or application
 * (a preview's 422 names `subject`, `body` or `transaction_id`), else none, and the caller
 * shows the general failure.
 */
export function previewProblemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  for (const key of ['body', 'subject', 'transaction_id']) {
    const message = error.errors[key]?.[0];
    if (message) return message;
  }
  return undefined;
}
