import type { TAcceptInvitationRequest, TDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/**
 * POST /accept-invitation/: the invitee chooses their password with the mailed token (beside
 * the other token routes of the auth module, /reset-password/confirm/ and /verify-email/).
 */
export function acceptInvitation(data: TAcceptInvitationRequest) {
  return api.post<TDetail>('/accept-invitation/', data, { auth: false });
}
