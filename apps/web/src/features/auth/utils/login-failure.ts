import { ApiError } from '../../../lib/api-client';

/**
 * Spec §8: the sign-in alert shows the server's detail, else the error's own message,
 * else the fixed text. An API error without a detail has no message of its own worth showing.
 */
export function loginFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Sign-in refused because the address is not verified: the page offers to resend. */
export function isUnverifiedEmail(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'email_not_verified';
}
