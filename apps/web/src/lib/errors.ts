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
