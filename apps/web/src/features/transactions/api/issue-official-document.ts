import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIssuedDocument, type TIssueDocumentRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/{id}/documents/ `{kind, language}`: 409 when the status has none. */
export async function issueOfficialDocument(id: string | number, body: TIssueDocumentRequest) {
  return ZIssuedDocument.parse(
    await api.post(`/transactions/${encodeURIComponent(id)}/documents/`, body),
  );
}

export function useIssueOfficialDocument(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIssueDocumentRequest) => issueOfficialDocument(id, body),
    // The documents, and the history that records the issue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) }),
  });
}
