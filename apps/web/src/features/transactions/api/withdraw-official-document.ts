import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIssuedDocument } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/{id}/documents/{doc}/withdraw/ `{reason}`: 409 when already withdrawn. */
export async function withdrawOfficialDocument(
  id: string | number,
  documentId: number,
  reason: string,
) {
  return ZIssuedDocument.parse(
    await api.post(`/transactions/${encodeURIComponent(id)}/documents/${documentId}/withdraw/`, {
      reason,
    }),
  );
}

export function useWithdrawOfficialDocument(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: number; reason: string }) =>
      withdrawOfficialDocument(id, documentId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) }),
  });
}
