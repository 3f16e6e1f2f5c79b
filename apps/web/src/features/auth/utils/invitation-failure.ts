import { ApiError } from '../../../lib/api-client';

/**
 * Whether an invitation was refused for its link (unknown, already used or expired token):
 * the page then stops offering the form and sends the invitee back to their administrator.
 */
export function isInvalidInvitation(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_token' || !!error.errors?.token);
}
