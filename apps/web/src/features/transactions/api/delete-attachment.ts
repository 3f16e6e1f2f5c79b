import { api } from '../../../lib/session';

/** DELETE /transactions/attachments/{id}/. */
export async function deleteAttachment(attachmentId: number): Promise<void> {
  await api.delete(`/transactions/attachments/${attachmentId}/`);
}
