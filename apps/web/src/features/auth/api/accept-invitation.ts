import type { TAcceptInvitationRequest, TDetail } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /auth/accept-invitation/: the invitee chooses their password with the mailed token. */
export function acceptInvitation(data: TAcceptInvitationRequest) {
  return api.post<TDetail>('/auth/accept-invitation/', data, { auth: false });
}
