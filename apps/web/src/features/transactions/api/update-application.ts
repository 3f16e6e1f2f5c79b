import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApplication, type TApplicationPatch } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { applicationKeys } from './query-keys';

/** PATCH /transactions/{id}/: changed fields (never the status). */
export async function updateApplication(id: number, body: TApplicationPatch) {
  return ZApplication.parse(await api.patch(`/transactions/${id}/`, body));
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TApplicationPatch }) =>
      updateApplication(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
