import { useMutation } from '@tanstack/react-query';
import { ZAnnouncementResult, type TAnnouncement } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /notifications/announcements/ (admin): answers how many users it reached. */
export async function sendAnnouncement(body: TAnnouncement) {
  return ZAnnouncementResult.parse(await api.post('/notifications/announcements/', body))
    .recipients;
}

export function useSendAnnouncement() {
  return useMutation({ mutationFn: sendAnnouncement });
}
