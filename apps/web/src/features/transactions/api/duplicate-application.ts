import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApplication } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** POST /transactions/{id}/duplicate/: a copy as a new draft of the caller's. */
export async function duplicateApplication(id: number) {
  return ZApplication.parse(await api.post(`/transactions/${id}/duplicate/`));
}

export function useDuplicateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
