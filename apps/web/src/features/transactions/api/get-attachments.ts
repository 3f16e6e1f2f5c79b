import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAttachment, type TAttachment } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /transactions/{id}/attachments/. */
export async function getAttachments(id: string | number): Promise<TAttachment[]> {
  const files = await api.list(`/transactions/${encodeURIComponent(id)}/attachments/`, {
    query: { page_size: 100 },
  });
  return ZAttachment.array().parse(files);
}

export const attachmentsQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['applications', 'detail', String(id), 'attachments'],
    queryFn: () => getAttachments(id),
  });

export function useAttachments(id: string | number) {
  return useQuery(attachmentsQuery(id));
}
