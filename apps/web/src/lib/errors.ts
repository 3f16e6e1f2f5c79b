import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** Translates a validation message key from the shared schemas; server texts pass through. */
export function validationText(t: TFunction, message: string | undefined): string {
  if (!message) return t('validation.invalid');
  const key = `validation.${message}`;
  return t(key, { defaultValue: message });
}

/** A readable message for a failed request: the server's detail first. */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.detail) return error.detail;
    if (error.status === 429) return t('errors.rateLimited');
    return fallback ?? t('errors.generic');
  }
  if (error instanceof TypeError) return t('errors.network');
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? t('errors.generic');
}

/** A refused request's first message for each of `fields` it names (422 `errors`). */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/**
 * The first message a refused request gives for any of `fields`, in their order (a preview's
 * 422 names the text it could not render); undefined for another failure.
 */
export function firstFieldError(error: unknown, fields: readonly string[]): string | undefined {
  return Object.values<string | undefined>(fieldErrorsOf(error, fields)).find(Boolean);
}
